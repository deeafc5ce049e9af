from quizforge.generation.providers.offline.languages import Phrases

PHRASES = Phrases(
    which_term="Ce termen corespunde acestei descrieri: „{definition}”?",
    true_statement="Care afirmație este adevărată conform documentului?",
    listed_under="Care dintre acestea apare la „{heading}”?",
    next_step="Ce pas urmează imediat după „{step}”?",
    table_value="În tabel, care este valoarea „{column}” pentru „{row}”?",
    code_output="Ce afișează acest cod?\n{code}",
    says="Documentul spune: „{source}”",
    dangling="acesta aceasta acestea aceștia acest această el ea ei ele lor său sa",
    copulas=("este", "sunt"),
    articles=("un", "o"),
    answer_words=("răspuns", "răspunsuri", "soluție"),
)
