"""A golden table per language: a small text, what must be asked of it and what never is.

Each text has a course header repeated on every page and a video link (furniture, never asked), a
glossary line (asked among the first questions), plain sentences, and a sentence that leans on the one
before ("This ...", never among the first questions while better ones remain).
"""

import pytest

from quizforge.generation.tests.offline.helpers import assert_grounded, made


def page(header: str, *lines: str) -> str:
    return "\n".join((header, *lines)) + "\n\n"


GOLDEN: dict[str, tuple[str, list[str], list[str]]] = {
    "en": (
        page("Biology 7 - Unit 3", "Enzyme: a protein that speeds up a chemical reaction in a living cell")
        + page("Biology 7 - Unit 3", "Enzymes work best at the temperature of the human body.")
        + page("Biology 7 - Unit 3", "This explains why a high fever can be dangerous for the patient.")
        + "Each enzyme binds to one kind of molecule, called its substrate.\n"
        "Watch the lesson: https://video.example.org/enzymes\n",
        ["Enzyme: a protein"],
        ["Biology 7", "https://", "This explains"],
    ),
    "es": (
        page(
            "Biología 7 - Tema 3", "Enzima: una proteína que acelera una reacción química dentro de la célula"
        )
        + page("Biología 7 - Tema 3", "Las enzimas funcionan mejor a la temperatura del cuerpo humano.")
        + page(
            "Biología 7 - Tema 3",
            "Esto explica por qué una fiebre alta puede ser peligrosa para el paciente.",
        )
        + "Cada enzima se une a un solo tipo de molécula, llamada sustrato.\n"
        "Vídeo de la clase: https://video.example.org/enzimas\n",
        ["Enzima: una proteína"],
        ["Biología 7", "https://", "Esto explica"],
    ),
    "pt": (
        page("Biologia 7 - Tema 3", "Enzima: uma proteína que acelera uma reação química dentro da célula")
        + page("Biologia 7 - Tema 3", "As enzimas funcionam melhor à temperatura do corpo humano.")
        + page(
            "Biologia 7 - Tema 3", "Isso explica por que uma febre alta pode ser perigosa para o paciente."
        )
        + "Cada enzima liga-se a um único tipo de molécula, chamada substrato.\n"
        "Vídeo da aula: https://video.example.org/enzimas\n",
        ["Enzima: uma proteína"],
        ["Biologia 7", "https://", "Isso explica"],
    ),
    "fr": (
        page(
            "Biologie 7 - Chapitre 3",
            "Enzyme : une protéine qui accélère une réaction chimique dans la cellule",
        )
        + page("Biologie 7 - Chapitre 3", "Les enzymes fonctionnent mieux à la température du corps humain.")
        + page("Biologie 7 - Chapitre 3", "Cela explique pourquoi une forte fièvre peut être dangereuse.")
        + "Chaque enzyme se lie à un seul type de molécule, appelé son substrat.\n"
        "Vidéo du cours : https://video.example.org/enzymes\n",
        ["Enzyme : une protéine"],
        ["Biologie 7", "https://", "Cela explique"],
    ),
    "de": (
        page(
            "Biologie 7 - Kapitel 3",
            "Enzym: ein Protein, das eine chemische Reaktion in der Zelle beschleunigt",
        )
        + page(
            "Biologie 7 - Kapitel 3", "Enzyme arbeiten am besten bei der Temperatur des menschlichen Körpers."
        )
        + page(
            "Biologie 7 - Kapitel 3",
            "Dies erklärt, warum hohes Fieber für den Patienten gefährlich sein kann.",
        )
        + "Jedes Enzym bindet nur an eine Art von Molekül, das man Substrat nennt.\n"
        "Video zur Stunde: https://video.example.org/enzyme\n",
        ["Enzym: ein Protein"],
        ["Biologie 7", "https://", "Dies erklärt"],
    ),
    "it": (
        page("Biologia 7 - Unità 3", "Enzima: una proteina che accelera una reazione chimica nella cellula")
        + page("Biologia 7 - Unità 3", "Gli enzimi funzionano meglio alla temperatura del corpo umano.")
        + page(
            "Biologia 7 - Unità 3",
            "Questo spiega perché una febbre alta può essere pericolosa per il paziente.",
        )
        + "Ogni enzima si lega a un solo tipo di molecola, chiamata substrato.\n"
        "Video della lezione: https://video.example.org/enzimi\n",
        ["Enzima: una proteina"],
        ["Biologia 7", "https://", "Questo spiega"],
    ),
    "nl": (
        page("Biologie 7 - Hoofdstuk 3", "Enzym: een eiwit dat een chemische reactie in de cel versnelt")
        + page(
            "Biologie 7 - Hoofdstuk 3",
            "Enzymen werken het best bij de temperatuur van het menselijk lichaam.",
        )
        + page(
            "Biologie 7 - Hoofdstuk 3",
            "Dit verklaart waarom hoge koorts gevaarlijk kan zijn voor de patiënt.",
        )
        + "Elk enzym bindt aan één soort molecuul, dat substraat wordt genoemd.\n"
        "Video van de les: https://video.example.org/enzymen\n",
        ["Enzym: een eiwit"],
        ["Biologie 7", "https://", "Dit verklaart"],
    ),
    "pl": (
        page("Biologia 7 - Dział 3", "Enzym: białko, które przyspiesza reakcję chemiczną w komórce")
        + page("Biologia 7 - Dział 3", "Enzymy działają najlepiej w temperaturze ludzkiego ciała.")
        + page("Biologia 7 - Dział 3", "To wyjaśnia, dlaczego wysoka gorączka może być groźna dla pacjenta.")
        + "Każdy enzym wiąże się z jednym rodzajem cząsteczki, zwanym substratem.\n"
        "Film z lekcji: https://video.example.org/enzymy\n",
        ["Enzym: białko"],
        ["Biologia 7", "https://", "To wyjaśnia"],
    ),
    "ru": (
        page("Биология 7 - Глава 3", "Фермент: белок, который ускоряет химическую реакцию в клетке")
        + page("Биология 7 - Глава 3", "Ферменты лучше всего работают при температуре человеческого тела.")
        + page("Биология 7 - Глава 3", "Это объясняет, почему высокая температура опасна для пациента.")
        + "Каждый фермент связывается только с одним видом молекул, который называют субстратом.\n"
        "Видео урока: https://video.example.org/fermenty\n",
        ["Фермент: белок"],
        ["Биология 7", "https://", "Это объясняет"],
    ),
    "sv": (
        page("Biologi 7 - Kapitel 3", "Enzym: ett protein som påskyndar en kemisk reaktion i cellen")
        + page("Biologi 7 - Kapitel 3", "Enzymer fungerar bäst vid människokroppens temperatur.")
        + page("Biologi 7 - Kapitel 3", "Varje enzym binder till en enda sorts molekyl, som kallas substrat.")
        + "Hög feber kan därför vara farlig för patienten.\n"
        "Filmen från lektionen: https://video.example.org/enzymer\n",
        ["Enzym: ett protein"],
        ["Biologi 7", "https://"],
    ),
    "id": (
        page("Biologi 7 - Bab 3", "Enzim: protein yang mempercepat reaksi kimia di dalam sel")
        + page("Biologi 7 - Bab 3", "Enzim bekerja paling baik pada suhu tubuh manusia.")
        + page("Biologi 7 - Bab 3", "Setiap enzim hanya mengikat satu jenis molekul yang disebut substrat.")
        + "Demam tinggi karena itu dapat berbahaya bagi pasien.\n"
        "Video pelajaran: https://video.example.org/enzim\n",
        ["Enzim: protein"],
        ["Biologi 7", "https://"],
    ),
}


@pytest.mark.parametrize("code", sorted(GOLDEN))
def test_golden(code: str) -> None:
    text, asked, never = GOLDEN[code]
    found = made(text, code, 3)
    sources = [question["source"] for _, question in found]
    for fragment in asked:
        assert any(fragment in source for source in sources), (fragment, sources)
    for fragment in never:
        assert not any(fragment in source for source in sources), (fragment, sources)
    for _, question in found:
        assert_grounded(question, text)
