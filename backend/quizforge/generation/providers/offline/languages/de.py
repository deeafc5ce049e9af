from quizforge.generation.providers.offline.languages import Phrases

PHRASES = Phrases(
    which_term="Welcher Begriff passt zu dieser Beschreibung: „{definition}“?",
    true_statement="Welche Aussage ist laut dem Dokument richtig?",
    listed_under="Was davon steht unter „{heading}“?",
    next_step="Welcher Schritt folgt direkt auf „{step}“?",
    table_value="Welchen Wert hat „{column}“ in der Tabelle für „{row}“?",
    code_output="Was gibt dieser Code aus?\n{code}",
    says="Im Dokument steht: „{source}“",
    dangling="dies diese dieser dieses das er sie es ihr ihre sein seine solche",
    copulas=("ist", "sind"),
    articles=("ein", "eine", "der", "die", "das"),
    answer_words=("antwort", "lösung", "lösungen"),
)
