from quizforge.generation.providers.offline.languages import Phrases

PHRASES = Phrases(
    which_term="Quin terme correspon a aquesta descripció: «{definition}»?",
    true_statement="Quina afirmació és certa segons el document?",
    listed_under="Quin d’aquests apareix sota «{heading}»?",
    next_step="Quin pas ve just després de «{step}»?",
    table_value="A la taula, quin és el valor de «{column}» per a «{row}»?",
    code_output="Què imprimeix aquest codi?\n{code}",
    says="El document diu: «{source}»",
    dangling="aquest aquesta aquests aquestes això ell ella ells elles seu seva seus",
    copulas=("és", "són"),
    articles=("un", "una", "el", "la", "els", "les"),
    answer_words=("resposta", "solució"),
)
