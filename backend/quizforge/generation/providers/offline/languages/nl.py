from quizforge.generation.providers.offline.languages import Phrases

PHRASES = Phrases(
    which_term="Welke term past bij deze beschrijving: ‘{definition}’?",
    true_statement="Welke bewering is volgens het document juist?",
    listed_under="Welke hiervan staat onder ‘{heading}’?",
    next_step="Welke stap komt direct na ‘{step}’?",
    table_value="Wat is in de tabel de waarde van ‘{column}’ voor ‘{row}’?",
    code_output="Wat drukt deze code af?\n{code}",
    says="Het document zegt: ‘{source}’",
    dangling="dit deze dat die het hij zij ze hun haar zijn zulke",
    copulas=("is", "zijn"),
    articles=("een", "de", "het"),
    answer_words=("antwoord", "oplossing", "sleutel"),
)
