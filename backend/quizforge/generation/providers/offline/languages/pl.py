from quizforge.generation.providers.offline.languages import Phrases

PHRASES = Phrases(
    which_term="Który termin pasuje do tego opisu: „{definition}”?",
    true_statement="Które stwierdzenie jest prawdziwe według dokumentu?",
    listed_under="Co z poniższych znajduje się w części „{heading}”?",
    next_step="Który krok następuje bezpośrednio po „{step}”?",
    table_value="Jaka jest w tabeli wartość „{column}” dla „{row}”?",
    code_output="Co wypisze ten kod?\n{code}",
    says="Dokument mówi: „{source}”",
    dangling="ten ta to te ci tego tej on ona ono oni one ich jego jej taki",
    copulas=("jest", "są", "to"),
    articles=(),
    answer_words=("odpowiedź", "odpowiedzi", "klucz"),
)
