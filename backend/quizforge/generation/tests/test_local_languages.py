"""The offline generator's language-independent parts on real sentences of the corpus's French, German,
Russian and Hebrew documents: sentence splitting, keys and wrong answers a teacher would accept."""

from quizforge.generation.providers.local import (
    explanations,
    languages,
    plain_distractors,
    plain_keys,
    plain_sentences,
    plain_vocabulary,
)
from quizforge.generation.providers.local.plain_key_types import PlainKind
from quizforge.generation.tests.plain_helpers import key_named

CALENDAR = """\
15
395 лет со дня рождения французского драматурга Жана Батиста МОЛЬЕРА [наст. Поклен] (1622-1673)
9
220 лет со дня рождения русского мореплавателя Фердинанда Петровича Врангеля (1797-1870)
12
110 лет со дня рождения советского ученого, конструктора Сергея Павловича Королева (1907-1966)
16
140 лет со дня рождения русского писателя Викентия Викентьевича Вересаева (1867-1945)
"""

CONSTITUTION = """\
Titre II : Le Président de la République (articles 5 à 19)

La France est une République indivisible, laïque, démocratique et sociale. Elle assure l'égalité devant la loi
de tous les citoyens sans distinction d'origine, de race ou de religion.
Le Président de la République est élu pour cinq ans au suffrage universel direct.
Le Gouvernement détermine et conduit la politique de la nation.
Il dispose de l'administration et de la force armée.
La Cour de justice de la République est liée par la définition des crimes et délits ainsi que par la
détermination des peines telles qu'elles résultent de la loi.
Le Conseil constitutionnel comprend neuf membres, dont le mandat dure neuf ans et n'est pas renouvelable.
"""


def test_a_russian_list_of_dates_gives_one_sentence_per_entry_despite_the_abbreviation():
    found = plain_sentences.split(CALENDAR, languages.RUSSIAN)

    assert [sentence.text[:3] for sentence in found] == ["395", "220", "110", "140"]
    assert found[0].text.endswith("(1622-1673)")  # "наст." does not end the sentence


def test_sentences_that_lean_on_the_one_before_or_are_headings_are_left_out():
    texts = [sentence.text for sentence in plain_sentences.split(CONSTITUTION, languages.FRENCH)]

    assert "La France est une République indivisible, laïque, démocratique et sociale." in texts
    assert not any(text.startswith(("Elle ", "Il ", "Titre")) for text in texts)


def test_a_german_ordinal_date_does_not_end_a_sentence():
    text = "Das Skript wurde am 31. Dezember 2016 von Martin Thoma in Karlsruhe veröffentlicht und verteilt."
    found = plain_sentences.split(text, languages.GERMAN)
    assert [sentence.text for sentence in found] == [text]


def test_a_persons_name_gets_other_names_of_the_same_case_and_description_as_wrong_answers():
    navigators = (
        "250 лет со дня рождения русского мореплавателя Ивана Фёдоровича Крузенштерна (1770-1846)\n"
        "240 лет со дня рождения русского мореплавателя Фаддея Фаддеевича Беллинсгаузена (1778-1852)\n"
    )
    found = plain_sentences.split(CALENDAR + navigators, languages.RUSSIAN)
    vocabulary = plain_vocabulary.vocabulary(found, languages.RUSSIAN, [])
    sentence = found[1]
    name = next(
        key
        for key in plain_keys.keys_of(sentence, languages.RUSSIAN, vocabulary.counts)
        if key.kind is PlainKind.NAME
    )

    assert name.text == "Фердинанда Петровича Врангеля"
    wrong = plain_distractors.distractors(name, sentence.text, vocabulary)
    # a navigator for a navigator: a writer or a Soviet engineer reads as another kind of person
    assert "Ивана Фёдоровича Крузенштерна" in wrong
    assert not {"Викентия Викентьевича Вересаева", "Сергея Павловича Королева"} & set(wrong)
    for choice in wrong:
        assert len(choice.split()) == 3  # first name, patronymic and surname, like the key
        assert choice[-1].lower() in "ая"  # genitive, like the key


def test_a_number_gets_numbers_of_the_same_unit_and_size_never_the_key_again():
    found = plain_sentences.split(CALENDAR, languages.RUSSIAN)
    vocabulary = plain_vocabulary.vocabulary(found, languages.RUSSIAN, [])
    sentence = found[0]
    number = next(
        key
        for key in plain_keys.keys_of(sentence, languages.RUSSIAN, vocabulary.counts)
        if key.kind is PlainKind.NUMBER
    )

    wrong = plain_distractors.distractors(number, sentence.text, vocabulary)
    assert number.text == "395" and number.unit == "лет"
    assert len(wrong) == 3 and "395" not in wrong
    assert all(choice.isdigit() and 39 <= int(choice) <= 3950 for choice in wrong)


def test_a_number_written_in_words_gets_other_numbers_in_words():
    found = plain_sentences.split(CONSTITUTION, languages.FRENCH)
    vocabulary = plain_vocabulary.vocabulary(found, languages.FRENCH, [])
    sentence = next(sentence for sentence in found if "cinq ans" in sentence.text)
    key = next(
        key
        for key in plain_keys.keys_of(sentence, languages.FRENCH, vocabulary.counts)
        if key.kind is PlainKind.NUMBER_WORD
    )
    wrong = plain_distractors.distractors(key, sentence.text, vocabulary)
    assert key.text == "cinq"
    assert len(wrong) == 3 and all(choice in languages.FRENCH.number_words for choice in wrong)


def test_the_language_of_each_corpus_language_is_recognised():
    assert languages.detect(CONSTITUTION) == "fr"
    assert languages.detect(CALENDAR) == "ru"
    assert languages.detect('הבחינה נערכת בסוף כיתה י"ב והתלמידים מקבלים דף הוראות.') == "he"
    assert (
        languages.detect(
            "Die Kugeloberfläche lässt sich durch Strecken und Stauchen zur Würfeloberfläche verformen."
        )
        == "de"
    )
    assert languages.detect("これは日本語の文章です。") == "japanese or chinese"


def test_an_explanation_quotes_only_the_words_around_what_was_changed():
    said, meant = explanations.difference(
        "The virus particles were then exposed to 0.2 μM AZT in the second trial.",
        "The virus particles were then exposed to 0.1 μM AZT in the second trial.",
    )
    assert said == "…were then exposed to 0.2 μM AZT in the…"
    assert meant == "…were then exposed to 0.1 μM AZT in the…"


FRENCH_INSTITUTIONS = """\
Le Parlement vote la loi et contrôle l'action du Gouvernement chaque semaine.
Le Sénat représente les collectivités territoriales de la République française.
La Cour de justice juge les ministres pour les crimes commis dans leurs fonctions.
Le Gouvernement détermine et conduit la politique de la nation tout entière.
La Commission examine les projets de loi avant leur discussion en séance publique.
Le Sénat et le Gouvernement se réunissent chaque mardi pour fixer l'ordre du jour des séances.
Le président du Sénat est consulté par le Gouvernement avant chaque session extraordinaire.
Le Congrès se réunit à Versailles quand le Président de la République le convoque.
Le Parlement se réunit de plein droit en une session ordinaire chaque année.
Le Congrès adopte une révision à la majorité des trois cinquièmes des suffrages exprimés.
Le bureau du Congrès est celui de l'Assemblée nationale, selon une règle ancienne.
Chaque assemblée ouvre une session ordinaire, puis une autre session si une assemblée le demande.
Une session extraordinaire de chaque assemblée suit la session ordinaire quand une assemblée la demande.
Les fonctions de membre du Conseil sont incompatibles avec celles de membre du Parlement.
"""


def test_a_french_name_is_asked_with_its_article_and_wrong_answers_agree_in_gender():
    found = plain_sentences.split(FRENCH_INSTITUTIONS, languages.FRENCH)
    vocabulary = plain_vocabulary.vocabulary(found, languages.FRENCH, [])
    first = found[0]
    keys = plain_keys.keys_of(first, languages.FRENCH, vocabulary.counts)
    assert "Le Parlement" in [key.text for key in keys]  # asked with its article: no choice tells by it
    last = found[-1]
    parliament = key_named(last, vocabulary, "Parlement")

    wrong = plain_distractors.distractors(parliament, last.text, vocabulary)
    # "membre du ______" asks for a masculine noun: never "Cour" or "Commission", never "le Congrès";
    # never "Sénat" either, which is part of Parliament and so not wrong
    assert "Congrès" in wrong
    assert set(wrong) <= {"Congrès", "Gouvernement"}
