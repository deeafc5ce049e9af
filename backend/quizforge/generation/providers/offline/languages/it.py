from quizforge.generation.providers.offline.languages import Phrases

PHRASES = Phrases(
    which_term="Quale termine corrisponde a questa descrizione: «{definition}»?",
    true_statement="Quale affermazione è vera secondo il documento?",
    listed_under="Quale di questi compare sotto «{heading}»?",
    next_step="Quale passo viene subito dopo «{step}»?",
    table_value="Nella tabella, qual è il valore di «{column}» per «{row}»?",
    code_output="Che cosa stampa questo codice?\n{code}",
    says="Il documento dice: «{source}»",
    dangling="questo questa questi queste ciò esso essa essi esse lui lei loro suo sua suoi",
    copulas=("è", "sono"),
    articles=("un", "uno", "una", "il", "lo", "la", "i", "gli", "le", "l’", "l'"),
    answer_words=("risposta", "soluzione", "chiave"),
)
