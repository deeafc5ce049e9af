from quizforge.generation.providers.offline.languages import Phrases

PHRASES = Phrases(
    which_term="Which term matches this description: “{definition}”?",
    true_statement="Which statement is true according to the document?",
    listed_under="Which of these is listed under “{heading}”?",
    next_step="Which step comes right after “{step}”?",
    table_value="In the table, what is the “{column}” of “{row}”?",
    code_output="What does this code print?\n{code}",
    says="The document says: “{source}”",
    dangling="this these that those it its they them their he she his her such thus",
    copulas=("is", "are"),
    articles=("a", "an", "the"),
    answer_words=("answer", "key", "correct answer"),
)
