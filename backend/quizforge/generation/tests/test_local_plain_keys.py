"""Wrong answers and blanks of the offline generator for documents not in English: each wrong answer fits
the blank as the key does, and no blank is given away by the words around it."""

import re
from collections import Counter

from quizforge.generation.providers.local import languages, plain_distractors, plain_keys, plain_sentences
from quizforge.generation.providers.local.plain_key_types import PlainKey, PlainKind
from quizforge.generation.providers.local.plain_quiz import PlainQuizBuilder
from quizforge.generation.tests.plain_helpers import key_named, vocabulary_of, wrong_answers

REFERENDUM = """\
Un référendum portant sur un objet mentionné au premier alinéa peut être organisé par le Parlement.
Le Gouvernement peut autoriser la ratification des traités après avoir consulté le Parlement.
Le Président peut consulter le Premier ministre et les présidents des assemblées avant la dissolution.
Le Gouvernement peut autoriser les communes à consulter les électeurs sur les décisions locales.
La loi organique peut autoriser les collectivités à consulter leurs électeurs sur un projet de loi.
La session est ouverte à la demande de la majorité des membres composant l'Assemblée nationale.
La motion est adoptée par la majorité des membres composant l'Assemblée nationale au scrutin secret.
Le projet est rejeté si la majorité des membres composant le Sénat le décide dans les quinze jours.
"""

CALENDAR = """\
210 лет со дня рождения американского поэта, прозаика и переводчика Генри Уодсворта Лонгфелло (1807-1882)
100 лет со дня рождения американского поэта, прозаика и переводчика Роберта Ли Фроста (1874-1963)
173 лет со дня рождения русского художника Ивана Константиновича Айвазовского (1817-1900)
180 лет со дня рождения русского художника Ивана Николаевича Крамского (1837-1887)
120 лет со дня рождения русского художника Ивана Ивановича Шишкина (1832-1898)
185 лет со дня рождения английского писателя, математика Льюиса Кэрролла (1832-1898)
90 лет со дня рождения русского детского писателя Льва Ивановича Давыдычева (1927-1988)
135 лет со дня рождения русского детского писателя Бориса Степановича Житкова (1882-1938)
125 лет со дня рождения американского писателя Генри Миллера (1891-1980)
395 лет со дня рождения французского драматурга Жана Батиста Мольера (1622-1673)
150 лет со дня рождения советского писателя Ивана Сергеевича Шмелёва (1873-1950)
155 лет со дня рождения английского писателя Редьярда Джозефа Киплинга (1865-1936)
"""


def test_an_ordinal_blank_gets_only_ordinals_never_verbs_of_the_same_ending():
    vocabulary, found = vocabulary_of(REFERENDUM, languages.FRENCH)
    key = key_named(found[0], vocabulary, "premier")

    wrong = plain_distractors.distractors(key, found[0].text, vocabulary)
    assert key.kind is PlainKind.ORDINAL
    assert len(wrong) == 3
    assert set(wrong) <= languages.FRENCH.ordinals[0]
    assert not {"autoriser", "consulter"} & set(wrong)


def test_an_ordinal_that_stands_for_a_noun_is_not_asked():
    sentence = plain_sentences.split(
        "В случае затруднения с выбором темы, последняя предлагается слушателю научным руководителем.",
        languages.RUSSIAN,
    )[0]
    keys = plain_keys.keys_of(sentence, languages.RUSSIAN, Counter())
    assert not any(key.kind is PlainKind.ORDINAL for key in keys)


def test_one_is_not_offered_against_numbers_after_which_the_noun_takes_another_form():
    text = "Сроки написания курсовой работы устанавливаются учебным планом в пределах одного семестра."
    vocabulary, found = vocabulary_of(text, languages.RUSSIAN)
    key = key_named(found[0], vocabulary, "одного")

    # "в пределах двух семестра" shows by its grammar that it is wrong
    wrong = plain_distractors.distractors(key, found[0].text, vocabulary)
    assert set(wrong) <= languages.RUSSIAN.singular_number_words


def test_a_blank_the_documents_set_phrase_fills_is_given_away():
    vocabulary, found = vocabulary_of(REFERENDUM, languages.FRENCH)
    sentence = found[5]
    start = sentence.text.index("membres")  # a generic noun, not a key of its own any more: built here
    members = PlainKey("membres", start, start + len("membres"), PlainKind.TERM, role="noun")

    assert plain_keys.in_set_phrase(members, sentence.text, vocabulary)  # "la majorité des ______"
    asked = {key.text for candidate in PlainQuizBuilder(found, vocabulary).pool for key in candidate.keys}
    assert "membres" not in asked and "électeurs" in asked


def test_a_name_gets_names_described_alike_never_a_person_of_another_nationality_or_trade():
    vocabulary, found = vocabulary_of(CALENDAR, languages.RUSSIAN)
    sentence = found[0]
    poet = key_named(sentence, vocabulary, "Генри Уодсворта Лонгфелло")

    wrong = plain_distractors.distractors(poet, sentence.text, vocabulary)
    assert not any(
        painter in wrong for painter in ("Ивана Константиновича Айвазовского", "Ивана Николаевича Крамского")
    )
    assert "Жана Батиста Мольера" not in wrong


def test_a_nationality_is_never_offered_against_an_adjective_that_can_be_true_beside_it():
    vocabulary, found = vocabulary_of(CALENDAR, languages.RUSSIAN)
    sentence = next(sentence for sentence in found if "Кэрролла" in sentence.text)
    english = key_named(sentence, vocabulary, "английского")

    # "русского детского писателя": a children's writer can be English too
    assert "детского" not in plain_distractors.distractors(english, sentence.text, vocabulary, wanted=10)


def test_a_false_statement_never_swaps_a_name_that_a_real_name_in_brackets_follows():
    text = "\n".join(
        [
            # with full stops: statements, not the lines of a list (which are not asked at all)
            "205 лет со дня рождения русского писателя, философа"
            " Александра Ивановича Герцена[наст. Яковлев] (1812-1870).",
            *(f"{line}." for line in CALENDAR.splitlines()),
        ]
    )
    vocabulary, found = vocabulary_of(text, languages.RUSSIAN)
    builder = PlainQuizBuilder(found, vocabulary)
    herzen = next(candidate for candidate in builder.pool if "Герцена" in candidate.sentence.text)

    made = builder._made_false(herzen, avoid=set())
    assert made is None or "Александра Ивановича Герцена[наст. Яковлев]" in made[0]


NOUMEA = """\
Le Sénat examine le projet de loi après le Parlement et avant le Gouvernement.
Le Gouvernement consulte le Sénat sur les projets relatifs à la France et à ses territoires.
La France est représentée par le Gouvernement auprès du Sénat et du Parlement réunis.
Le Parlement contrôle le Gouvernement et le Sénat représente les collectivités de la France.
L'accord signé à Nouméa le 5 mai 1998 a été publié au Journal officiel de la République.
"""


def test_a_city_is_never_offered_among_institutions_and_countries():
    vocabulary, found = vocabulary_of(NOUMEA, languages.FRENCH)
    sentence = found[-1]
    city = key_named(sentence, vocabulary, "Nouméa")

    # "signé à ______": the document writes "le Sénat", "la France", never "le Nouméa"
    wrong = plain_distractors.distractors(city, sentence.text, vocabulary)
    assert not {"Sénat", "Parlement", "Gouvernement", "France"} & set(wrong)


LAB = """\
בכל ניסוי יש לשמור על הגורמים הקבועים ולשנות רק את המשתנה הבלתי תלוי בין הטיפולים השונים.
התלמידים מודדים את התוצאות בכל המבחנות ורושמים אותן בטבלה לפני ניתוח התוצאות.
בבקרה משמיטים אחד מן הגורמים הקבועים כדי לבדוק את השפעתו על התוצאות של הטיפולים.
לתלמידים יש לתאר את הטיפולים בניסוי ולהסביר מה ההבדל בין הטיפולים השונים לבין הבקרה.
במבחנות נמדדת הפעילות של האנזים ובטיפולים נמדדים הגורמים הנדרשים לפעילות של האנזים.
בכל המבחנות נשמרים הגורמים הנדרשים ומשווים את התוצאות של התלמידים לתוצאות הצפויות.
ברשימה רושמים גורמים קבועים וגורמים נדרשים לפי סדר הטיפולים ולפי מספר המבחנות והתלמידים.
במחברת יש מקום לגורמים ולטיפולים ולמבחנות, כמו לתלמידים ולתוצאות ולמשתנים שונים.
"""


def test_an_adjective_blank_gets_adjectives_never_nouns():
    wrong = wrong_answers(LAB, languages.HEBREW, "הקבועים", within="משמיטים", wanted=10)
    assert not {"הטיפולים", "התלמידים", "המבחנות", "התוצאות"} & set(wrong)  # nouns


def test_an_adjective_the_document_also_writes_after_the_blanks_noun_is_no_wrong_answer():
    # "הגורמים הנדרשים" stands in the document as "הגורמים הקבועים" does: both read as right
    assert "הנדרשים" not in wrong_answers(LAB, languages.HEBREW, "הקבועים", within="משמיטים", wanted=10)


def test_a_slide_line_with_a_note_in_brackets_after_it_is_not_asked():
    text = (
        "Für eine stetige Variable zeichnet man im Versuch eine Kurve durch die Messpunkte. "
        "[Sofern im Versuch genug Messpunkte vorliegen, zeichnet man die Kurve.]\n"
        "Eine Kurve durch die Messpunkte zeigt den Verlauf im Versuch sehr deutlich.\n"
        "Im Versuch wird jede Variable im Protokoll zum Versuch notiert, im Versuch oft mehrfach.\n"
        "Das Protokoll zum Versuch enthält die Messpunkte jeder Variable aus dem Versuch.\n"
    )
    vocabulary, found = vocabulary_of(text, languages.GERMAN)

    pool = PlainQuizBuilder(found, vocabulary).pool
    assert pool and not any("[" in candidate.sentence.text for candidate in pool)


TIMETABLE = "\n".join(
    f"Le train pour {city} part chaque matin à {hour} heures depuis le quai numéro {platform} de la gare."
    for city, hour, platform in [
        ("Lyon", 5, 2),
        ("Marseille", 6, 4),
        ("Bordeaux", 7, 3),
        ("Toulouse", 8, 6),
        ("Nantes", 9, 5),
        ("Strasbourg", 10, 8),
        ("Montpellier", 11, 7),
        ("Rennes", 12, 9),
        ("Grenoble", 13, 12),
        ("Dijon", 14, 11),
        ("Angers", 15, 14),
        ("Nîmes", 16, 13),
    ]
)


def test_entries_of_a_list_that_share_its_template_are_not_taken_for_repeats():
    vocabulary, found = vocabulary_of(TIMETABLE, languages.FRENCH)

    # every line says "Le train pour ... part chaque matin à ...": each still states its own fact
    questions = PlainQuizBuilder(found, vocabulary).build(10, statements=0)
    assert len(questions) >= 6


def test_a_name_the_documents_line_wrapping_broke_is_never_a_wrong_answer():
    text = (
        CALENDAR + "205 лет со дня рождения советского писателя Александра Ивано-вича Герцена (1812-1870)\n"
    )
    vocabulary, found = vocabulary_of(text, languages.RUSSIAN)
    sentence = next(sentence for sentence in found if "Шмелёва" in sentence.text)
    name = key_named(sentence, vocabulary, "Ивана Сергеевича Шмелёва")

    assert not any(
        "-в" in wrong for wrong in plain_distractors.distractors(name, sentence.text, vocabulary, wanted=10)
    )


ASSEMBLIES = """\
Le Parlement vote la loi et le Parlement contrôle l'action du Gouvernement chaque semaine.
Les membres du Parlement et les membres du Gouvernement siègent dans la même salle.
Les membres du Sénat sont élus au suffrage indirect pour une durée de six ans.
Le Sénat vote la loi en même temps que l'Assemblée nationale dans les conditions prévues.
Les conditions de vote sont prévues par la Constitution et précisées par une loi organique.
La révision de la Constitution est adoptée par le Congrès réuni à Versailles le 4 octobre 1958.
Le compte rendu intégral des débats est publié au Journal officiel le lendemain de chaque séance.
La liste des lois votées par le Parlement est publiée au Journal officiel chaque trimestre.
Au deuxième alinéa de l'article 89, la révision est soumise au référendum par le Gouvernement.
Au premier alinéa de l'article 11, le référendum est organisé sur proposition du Gouvernement.
Sur la proposition du Premier ministre, il nomme les autres membres du Gouvernement.
Depuis 1999, la Commission examine les textes européens avant leur discussion publique.
Depuis 2001, la Commission entend les ministres sur les textes européens en discussion.
Depuis 2005, la Commission publie un rapport sur les textes européens en discussion.
"""


def test_a_name_is_swapped_only_for_a_name_the_document_uses_alike():
    vocabulary, found = vocabulary_of(ASSEMBLIES, languages.FRENCH)
    sentence = next(sentence for sentence in found if "prévues par la Constitution" in sentence.text)
    constitution = key_named(sentence, vocabulary, "la Constitution")

    # "prévues par la Commission" would read as garbled: the document never writes the two alike
    assert "la Commission" not in plain_distractors.distractors(constitution, sentence.text, vocabulary)


def test_the_day_of_a_date_and_the_number_of_an_article_are_not_asked():
    vocabulary, found = vocabulary_of(ASSEMBLIES, languages.FRENCH)
    numbers = [
        key.text
        for sentence in found
        for key in plain_keys.keys_of(sentence, languages.FRENCH, vocabulary.counts)
        if key.kind is PlainKind.NUMBER
    ]

    assert "4" not in numbers  # "le 4 octobre 1958": "le 46 octobre" would read as garbled
    assert "89" not in numbers and "11" not in numbers  # "de l'article 89": a label


def test_an_ordinal_is_not_asked_where_the_document_writes_its_noun_after_another_ordinal():
    vocabulary, found = vocabulary_of(ASSEMBLIES, languages.FRENCH)
    builder = PlainQuizBuilder(found, vocabulary)

    # "au deuxième alinéa" and "au premier alinéa" both stand in the document
    asked = {key.text for candidate in builder.pool for key in candidate.keys}
    assert not {"premier", "deuxième"} & asked


def test_a_name_of_a_set_phrase_is_neither_a_blank_nor_swapped_in_a_false_statement():
    vocabulary, found = vocabulary_of(ASSEMBLIES, languages.FRENCH)
    builder = PlainQuizBuilder(found, vocabulary)

    # "au Journal officiel": "au ______ officiel" is guessed, "publiée au Sénat officiel" reads as garbled
    asked = {key.text for candidate in builder.pool for key in candidate.keys}
    assert "Journal" not in asked and "Sénat" in asked


def test_a_sentence_whose_subject_is_a_pronoun_after_an_opening_phrase_is_not_asked():
    vocabulary, found = vocabulary_of(ASSEMBLIES, languages.FRENCH)
    builder = PlainQuizBuilder(found, vocabulary)

    # "Sur la proposition du Premier ministre, il nomme ...": who "il" is, the sentence does not say
    assert not any(candidate.sentence.text.startswith("Sur la proposition") for candidate in builder.pool)


def test_an_ordinal_is_never_a_wrong_answer_for_a_noun():
    text = REFERENDUM + (
        "Le troisième alinéa précise le régime législatif des territoires.\n"
        "Le dixième alinéa fixe le régime électoral des communes.\n"
    )
    wrong = wrong_answers(text, languages.FRENCH, "régime", within="régime législatif", wanted=10)
    assert not {"troisième", "dixième", "deuxième"} & set(wrong)


def test_a_blank_given_away_by_the_same_word_with_a_hebrew_prefix_is_not_asked():
    text = LAB + "נוסיף לכל המבחנות (פרט למבחנה אחת) נפח קבוע של תמיסה ונשווה את התוצאות.\n"
    vocabulary, found = vocabulary_of(text, languages.HEBREW)
    builder = PlainQuizBuilder(found, vocabulary)
    candidate = next(candidate for candidate in builder.pool if "פרט למבחנה" in candidate.sentence.text)

    assert "המבחנות" not in [key.text for key in candidate.keys]  # "למבחנה" says it


def test_a_note_under_a_label_is_not_asked():
    text = REFERENDUM + "Remarque: la majorité des électeurs inscrits décide du résultat du référendum.\n"
    vocabulary, found = vocabulary_of(text, languages.FRENCH)

    pool = PlainQuizBuilder(found, vocabulary).pool
    assert pool and not any(candidate.sentence.text.startswith("Remarque") for candidate in pool)


def test_a_noun_after_a_comma_in_a_list_is_not_taken_for_an_adjective():
    text = LAB + "ברשימה נכתבים התלמידים, הטיפולים, המבחנות והתוצאות של כל הניסויים.\n"
    vocabulary, found = vocabulary_of(text, languages.HEBREW)
    sentence = next(sentence for sentence in found if "משמיטים" in sentence.text)
    results = key_named(sentence, vocabulary, "התוצאות")

    # "הטיפולים, המבחנות": two nouns of a list, the second still a wrong answer for a noun
    assert "המבחנות" in plain_distractors.distractors(results, sentence.text, vocabulary, wanted=10)


def test_an_item_of_a_list_is_not_asked():
    text = "\n".join(
        f"{age} лет со дня рождения {nationality} {trades} {name} ({years})"
        for age, nationality, trades, name, years in [
            (
                200,
                "русского",
                "поэта, прозаика и переводчика",
                "Алексея Константиновича Толстого",
                "1817-1875",
            ),
            (135, "советского", "переводчика, поэта и прозаика", "Корнея Ивановича Чуковского", "1882-1969"),
            (150, "английского", "прозаика, переводчика и поэта", "Редьярда Джозефа Киплинга", "1865-1936"),
            (210, "американского", "поэта, переводчика и прозаика", "Генри Уодсворта Лонгфелло", "1807-1882"),
        ]
    )
    vocabulary, found = vocabulary_of(text, languages.RUSSIAN)
    builder = PlainQuizBuilder(found, vocabulary)

    # "поэта, прозаика и ______": the other items tell what the blank is, and which one is asked is no point
    asked = {key.text for candidate in builder.pool for key in candidate.keys}
    assert not {"прозаика", "переводчика", "поэта"} & asked


TIMETABLE_RU = """\
Поезд до города Москва уходит утром от северного вокзала ровно в 5 часов.
Поезд до города Казань уходит днём с платформы южного вокзала около 6 часов.
Поезд до города Самара уходит вечером от нового вокзала примерно в 7 часов.
Поезд до города Пермь уходит утром со старой станции в 8 часов.
Поезд до города Тверь уходит ночью из центрального вокзала сразу после 9 часов.
Поезд до города Омск уходит днём с восточной станции в 10 часов.
Поезд до города Томск уходит вечером мимо речного вокзала не позже 11 часов.
Поезд до города Курск уходит утром от западной станции в 12 часов.
Поезд до города Орёл уходит днём с перрона главного вокзала почти в 13 часов.
Поезд до города Псков уходит ночью с малой станции в 14 часов.
"""


def test_a_word_most_sentences_share_is_not_asked():
    vocabulary, found = vocabulary_of(TIMETABLE_RU, languages.RUSSIAN)
    builder = PlainQuizBuilder(found, vocabulary)

    # "... вокзала" in most lines of a timetable: the blank is guessed from the other lines
    asked = {key.text for candidate in builder.pool for key in candidate.keys}
    assert asked and "вокзала" not in asked


def test_a_wrong_answer_never_repeats_a_word_of_the_sentence_with_another_prefix():
    text = LAB + "בתשובה יש להסביר מה הבקרה מאשרת ביחס לתוצאות המבחנות האחרות בניסוי.\n"
    vocabulary, found = vocabulary_of(text, languages.HEBREW)
    sentence = next(sentence for sentence in found if "לתוצאות המבחנות" in sentence.text)
    tubes = key_named(sentence, vocabulary, "המבחנות")

    # "לתוצאות ______": "התוצאות" in the blank repeats the word before it
    assert "התוצאות" not in plain_distractors.distractors(tubes, sentence.text, vocabulary, wanted=10)


def test_a_name_the_rest_of_the_sentence_already_covers_is_never_swapped_in():
    text = (
        ASSEMBLIES
        + "Les fonctions de membre du Gouvernement sont incompatibles avec tout mandat parlementaire.\n"
        + "Les membres du Sénat siègent au palais du Luxembourg depuis la première session.\n"
    )
    vocabulary, found = vocabulary_of(text, languages.FRENCH)
    sentence = next(sentence for sentence in found if "mandat parlementaire" in sentence.text)
    government = key_named(sentence, vocabulary, "Gouvernement")

    # "membre du Sénat ... incompatibles avec tout mandat parlementaire" contradicts itself
    assert not {"Sénat", "Parlement"} & set(
        plain_distractors.distractors(government, sentence.text, vocabulary, wanted=10)
    )


WRITERS = "\n".join(
    f"В {born} году русский писатель {name} написал роман о своей жизни."
    for born, name in [
        (1825, "Иван Иванович Лажечников"),
        (1932, "Вениамин Александрович Каверин"),
        (1962, "Василий Иванович Белов"),
        (1911, "Алексей Силыч Новиков"),
        (1974, "Валентин Григорьевич Распутин"),
        (1901, "Викентий Викентьевич Вересаев"),
        (1955, "Константин Георгиевич Паустовский"),
        (1862, "Иван Сергеевич Тургенев"),
        (1869, "Лев Николаевич Толстой"),
        (1924, "Борис Степанович Житков"),
        (1930, "Самуил Яковлевич Маршак"),
        (1940, "Михаил Михайлович Зощенко"),
    ]
)


def test_no_question_shows_what_is_true_of_a_name_another_question_misplaces():
    vocabulary, found = vocabulary_of(WRITERS, languages.RUSSIAN)
    questions = PlainQuizBuilder(found, vocabulary).build(10, statements=3)
    statements = [question for question in questions if "______" not in question["question"]]
    names = re.compile(r"[А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё]+ [А-ЯЁ][а-яё\-]+")

    assert statements
    for statement in statements:
        misplaced = {
            name
            for choice in statement["choices"]
            if choice != statement["correct_answer"]
            for name in names.findall(choice)
        }
        for other in questions:
            if other is not statement:
                shown = other["question"].replace("______", other["correct_answer"])
                assert not {name for name in misplaced if name in shown}
