from quizforge.generation.providers.offline.languages import Phrases

PHRASES = Phrases(
    which_term="Какой термин соответствует этому описанию: «{definition}»?",
    true_statement="Какое утверждение верно согласно документу?",
    listed_under="Что из этого указано в разделе «{heading}»?",
    next_step="Какой шаг идёт сразу после «{step}»?",
    table_value="Какое значение «{column}» в таблице для «{row}»?",
    code_output="Что выведет этот код?\n{code}",
    says="В документе сказано: «{source}»",
    dangling="это этот эта эти тот та те он она оно они их его её такой",
    copulas=("это", "является", "являются"),
    articles=(),
    answer_words=("ответ", "ответы", "ключ"),
)
