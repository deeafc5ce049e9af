from quizforge.generation.providers.offline.languages import Phrases

PHRASES = Phrases(
    which_term="Který pojem odpovídá tomuto popisu: „{definition}“?",
    true_statement="Které tvrzení je podle dokumentu pravdivé?",
    listed_under="Co z toho je uvedeno pod „{heading}“?",
    next_step="Který krok následuje hned po „{step}“?",
    table_value="Jaká je v tabulce hodnota „{column}“ pro „{row}“?",
    code_output="Co vypíše tento kód?\n{code}",
    says="V dokumentu stojí: „{source}“",
    dangling="to ten ta tento tato toto tyto on ona ono oni jejich jeho její takový",
    copulas=("je", "jsou"),
    articles=(),
    answer_words=("odpověď", "odpovědi", "řešení"),
)
