from quizforge.generation.providers.offline.languages import Phrases

PHRASES = Phrases(
    which_term="Que termo corresponde a esta descrição: «{definition}»?",
    true_statement="Qual afirmação é verdadeira segundo o documento?",
    listed_under="Qual destes aparece em «{heading}»?",
    next_step="Qual passo vem logo depois de «{step}»?",
    table_value="Na tabela, qual é o valor de «{column}» para «{row}»?",
    code_output="O que este código imprime?\n{code}",
    says="O documento diz: «{source}»",
    dangling="este esta estes estas isto esse essa isso ele ela eles elas seu sua seus suas",
    copulas=("é", "são"),
    articles=("um", "uma", "o", "a", "os", "as"),
    answer_words=("resposta", "gabarito", "solução"),
)
