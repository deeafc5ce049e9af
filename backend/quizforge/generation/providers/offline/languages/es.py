from quizforge.generation.providers.offline.languages import Phrases

PHRASES = Phrases(
    which_term="¿Qué término corresponde a esta descripción: «{definition}»?",
    true_statement="¿Qué afirmación es verdadera según el documento?",
    listed_under="¿Cuál de estos aparece bajo «{heading}»?",
    next_step="¿Qué paso viene justo después de «{step}»?",
    table_value="En la tabla, ¿cuál es el valor de «{column}» para «{row}»?",
    code_output="¿Qué imprime este código?\n{code}",
    says="El documento dice: «{source}»",
    dangling="este esta estos estas esto ese esa eso ello ellos ellas él ella su sus",
    copulas=("es", "son"),
    articles=("un", "una", "el", "la", "los", "las"),
    answer_words=("respuesta", "solución", "clave"),
)
