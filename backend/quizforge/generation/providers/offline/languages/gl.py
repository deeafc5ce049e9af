from quizforge.generation.providers.offline.languages import Phrases

PHRASES = Phrases(
    which_term="Que termo corresponde a esta descrición: «{definition}»?",
    true_statement="Que afirmación é verdadeira segundo o documento?",
    listed_under="Cal destes aparece en «{heading}»?",
    next_step="Que paso vén xusto despois de «{step}»?",
    table_value="Na táboa, cal é o valor de «{column}» para «{row}»?",
    code_output="Que imprime este código?\n{code}",
    says="O documento di: «{source}»",
    dangling="este esta estes estas isto ese esa iso el ela eles elas seu súa",
    copulas=("é", "son"),
    articles=("un", "unha", "o", "a", "os", "as"),
    answer_words=("resposta", "solución"),
)
