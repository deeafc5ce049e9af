from quizforge.generation.providers.offline.languages import Phrases

PHRASES = Phrases(
    which_term="Hangi terim bu tanıma uyuyor: “{definition}”?",
    true_statement="Belgeye göre hangi ifade doğrudur?",
    listed_under="Hangisi “{heading}” başlığı altında yer alır?",
    next_step="“{step}” adımından hemen sonra hangi adım gelir?",
    table_value="Tabloda “{row}” için “{column}” değeri nedir?",
    code_output="Bu kod ne yazdırır?\n{code}",
    says="Belgede şöyle yazıyor: “{source}”",
    dangling="bu şu bunlar şunlar o onlar onun onların böyle",
    copulas=(),
    articles=(),
    answer_words=("cevap", "yanıt", "cevaplar"),
)
