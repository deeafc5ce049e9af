"""What a teacher notices in the questions the offline generator asks of French, German, Russian and Hebrew
documents: no sentence that leans on the one before, no list entry asked as a point, wrong answers that
play the key's role and agree with the sentence, and false statements that are plausible rules turned
round rather than nonsense swaps."""

import pytest

from quizforge.generation.providers.local import (
    languages,
    plain_distractors,
    plain_keys,
    plain_reversals,
    plain_sentences,
)
from quizforge.generation.providers.local.plain_key_types import PlainKind
from quizforge.generation.providers.local.plain_lists import ListOfEntries
from quizforge.generation.providers.local.plain_quiz import GAP, PlainQuizBuilder
from quizforge.generation.tests.plain_helpers import key_named, vocabulary_of, wrong_answers


def _asked(text: str, language: languages.Language) -> set[str]:
    found = plain_sentences.split(text, language)
    return {sentence.text for sentence in found}


def test_a_sentence_opening_with_a_connective_that_leans_on_the_one_before_is_not_asked():
    german = "Auch gibt es Mengen, die sowohl abgeschlossen als auch offen im Raum sind."
    hebrew = "לדוגמה, בניסוי שבו נבדקת השאלה אם במיצוי יש אנזים, הבקרה היא מבחנה בלי מיצוי."
    reason = "הסיבה לכך היא שההבדל היחיד בין הטיפולים הוא הגורם המשפיע על התוצאות."
    concluded = "Eine Isotopie ist also für Knoten definiert und für Räume nicht sinnvoll."

    assert not _asked(german, languages.GERMAN)
    assert not _asked(hebrew, languages.HEBREW)
    assert not _asked(reason, languages.HEBREW)
    assert not _asked(concluded, languages.GERMAN)
    same_ends = (
        "Aux mêmes fins, les lois peuvent être déférées au Conseil constitutionnel avant leur promulgation."
    )
    assert not _asked(same_ends, languages.FRENCH)
    assert not _asked(
        "В этом случае работа возвращается слушателю на доработку без оценки.", languages.RUSSIAN
    )
    # "also" after a comma says "that is", within the sentence: still a whole statement
    assert _asked(
        "Das Parallelenproblem, also die Frage nach dem Axiom, blieb lange offen.", languages.GERMAN
    )


def test_the_answer_under_a_label_line_and_a_table_cell_of_items_are_not_asked():
    label = "חשיבותה:\nשלילת האפשרות שמסיבה בלתי צפויה כלשהי, תמיסת האנזים הכילה מראש את תוצרי הפירוק.\n"
    cell = "בקרה פנימית (כל אחת מן המבחנות בהשוואה לאחרות), בקרה בלי הגורם הנבדק (מבחנה בלי מיצוי).\n"

    assert not _asked(label, languages.HEBREW)
    assert not _asked(cell, languages.HEBREW)
    # the same statement without the label line before it is a statement of its own
    assert _asked(label.split("\n", 1)[1], languages.HEBREW)


CALENDAR_LINES = """\
90 лет со дня рождения русского детского писателя Льва Ивановича Давыдычева (1927-1988)
220 лет со дня рождения русского мореплавателя Фердинанда Петровича Врангеля (1797-1870)
140 лет со дня рождения русского писателя Викентия Викентьевича Вересаева (1867-1945)
185 лет со дня рождения русского художника Ивана Ивановича Шишкина (1832-1898)
205 лет со дня рождения английского писателя Чарлза Диккенса (1812-1870)
130 лет со дня рождения советского военачальника Василия Ивановича Чапаева (1887-1919)
225 лет со дня рождения русского математика Николая Ивановича Лобачевского (1792-1856)
110 лет со дня рождения русской поэтессы Зинаиды Николаевны Александровой (1907-1983)
210 лет со дня рождения американского поэта Генри Уодсворта Лонгфелло (1807-1882)
395 лет со дня рождения французского драматурга Жана Батиста Мольера (1622-1673)
80 лет со дня рождения советского писателя Валентина Григорьевича Распутина (1937-2015)
125 лет со дня рождения английского писателя Джона Рональда Руэла Толкина (1892-1973)
""".splitlines()


def test_a_document_that_is_mostly_a_list_of_one_template_is_refused_with_a_reason():
    vocabulary, found = vocabulary_of("\n".join(CALENDAR_LINES), languages.RUSSIAN)
    builder = PlainQuizBuilder(found, vocabulary)

    assert not builder.pool  # which writer was born in 1792 is list trivia, whatever is blanked
    with pytest.raises(ListOfEntries):
        builder.build(10, statements=3)


def test_a_list_inside_a_document_of_statements_is_left_out_and_the_statements_are_asked():
    statements = [
        "Библиотека проводит встречи с читателями каждую субботу в читальном зале библиотеки.",
        "Читатели библиотеки получают книги на дом сроком на две недели по читательскому билету.",
        "Детский отдел библиотеки открыт для школьников после уроков и в каникулы.",
        "Читальный зал библиотеки открыт для читателей с девяти утра до семи вечера.",
    ]
    vocabulary, found = vocabulary_of("\n".join(CALENDAR_LINES + statements), languages.RUSSIAN)
    builder = PlainQuizBuilder(found, vocabulary)

    asked = {candidate.sentence.text for candidate in builder.pool}
    assert asked and asked <= set(statements)


def test_a_number_in_words_gets_the_numbers_next_to_it_never_far_ones():
    text = (
        "Deux semaines de séance sur quatre sont réservées par priorité aux textes du Gouvernement.\n"
        "Une semaine de séance sur quatre est réservée au contrôle de l'action du Gouvernement.\n"
        "Les élections ont lieu vingt jours au moins et quarante jours au plus après la dissolution.\n"
        "Le délai est de quinze jours pour la promulgation des lois adoptées par le Parlement.\n"
    )
    assert set(wrong_answers(text, languages.FRENCH, "quatre")) == {"trois", "cinq", "six"}


def test_a_russian_number_gets_numbers_after_which_the_noun_keeps_its_form():
    text = (
        "Текст печатается через 2 интервала на одной стороне листа белой бумаги.\n"
        "Поля страницы составляют не менее 3 сантиметров с каждой стороны листа.\n"
        "Работа сдаётся на кафедру не позднее 10 дней до начала сессии.\n"
    )
    vocabulary, found = vocabulary_of(text, languages.RUSSIAN)
    key = next(key for key in plain_keys.keys_of(found[0], languages.RUSSIAN, vocabulary.counts))

    wrong = plain_distractors.distractors(key, found[0].text, vocabulary)
    assert key.text == "2"
    assert "6" not in wrong
    # "через 3 интервала", never "через 6 интервала"
    assert all(int(number) % 10 in (2, 3, 4) and not 11 <= int(number) % 100 <= 19 for number in wrong), wrong


def test_a_term_gets_wrong_answers_the_document_uses_in_its_role_or_none():
    text = (
        "La destitution est prononcée par le Parlement constitué en Haute Cour.\n"
        "Le Président de la République peut prononcer la dissolution de l'Assemblée nationale.\n"
        "Le Conseil peut prononcer la suspension du mandat après un avis motivé.\n"
        "Le Parlement peut prononcer la censure du Gouvernement par une motion.\n"
        "La destitution du Président de la République exige la majorité des deux tiers.\n"
        "Une commission examine la proposition avant son application par les assemblées.\n"
        "La commission examine la proposition avant son application dans les territoires.\n"
    )
    vocabulary, found = vocabulary_of(text, languages.FRENCH)
    key = key_named(found[0], vocabulary, "destitution")

    wrong = plain_distractors.distractors(key, found[0].text, vocabulary, wanted=5)
    # what is pronounced, never "application", "proposition" or "commission"
    assert set(wrong) <= {"dissolution", "suspension", "censure"}
    assert "dissolution" in wrong


INSTITUTIONS = """\
Le Président de la République est élu pour cinq ans au suffrage universel direct.
Le Président de la République nomme le Premier ministre et met fin à ses fonctions.
Le Premier ministre dirige l'action du Gouvernement et assure l'exécution des lois.
Le Gouvernement détermine et conduit la politique de la nation avec son administration.
Le Gouvernement est responsable devant le Parlement dans les conditions prévues ici.
Le Parlement vote la loi et contrôle l'action du Gouvernement chaque semaine.
Le Parlement est réuni en session extraordinaire à la demande du Premier ministre.
Le Premier ministre peut demander la réunion du Parlement en session extraordinaire.
Le Président de la République peut demander au Parlement une nouvelle délibération de la loi.
Le Gouvernement peut demander au Parlement l'autorisation de prendre des ordonnances.
Les membres du Gouvernement ont accès aux deux assemblées et sont entendus quand ils le demandent.
Le Président de la République promulgue les lois dans les quinze jours qui suivent leur adoption.
Les membres du Parlement votent la loi en séance publique au scrutin ordinaire.
"""


def test_the_documents_institutions_are_asked_against_each_other_with_their_article():
    vocabulary, found = vocabulary_of(INSTITUTIONS, languages.FRENCH)
    sentence = next(sentence for sentence in found if "politique de la nation" in sentence.text)
    government = next(
        key for key in plain_keys.keys_of(sentence, languages.FRENCH, vocabulary.counts) if key.start == 0
    )

    wrong = plain_distractors.distractors(government, sentence.text, vocabulary)
    assert government.text == "Le Gouvernement" and government.kind is PlainKind.NAME
    # "Premier ministre" is one name, and "Président" being the topic does not keep it out
    assert {"Le Premier ministre", "Le Président de la République", "Le Parlement"} == set(wrong)


def test_a_false_statement_puts_a_name_only_where_the_document_has_it_do_the_same():
    vocabulary, found = vocabulary_of(INSTITUTIONS, languages.FRENCH)
    builder = PlainQuizBuilder(found, vocabulary)
    session = next(c for c in builder.pool if c.sentence.text.startswith("Le Parlement est réuni"))
    orders = next(c for c in builder.pool if "l'autorisation de prendre" in c.sentence.text)

    # nothing else "est réuni en session": no "Le Gouvernement est réuni en session extraordinaire"
    made = builder._made_false(session, avoid=set())
    assert made is None or not made[0].startswith(("Le Gouvernement est réuni", "Le Président"))
    # "Le Premier ministre peut demander" stands in the document: a plausible mistake
    made = builder._made_false(orders, avoid={"ne peut pas"})
    assert made is not None and made[0].startswith(
        ("Le Premier ministre peut", "Le Président de la République peut")
    )


@pytest.mark.parametrize(
    ("text", "language", "turned"),
    [
        (
            "Le Gouvernement peut demander au Parlement l'autorisation de prendre des ordonnances.",
            languages.FRENCH,
            "Le Gouvernement ne peut pas demander au Parlement l'autorisation de prendre des ordonnances.",
        ),
        (
            "Les lois organiques relatives au Sénat doivent être votées dans les mêmes termes.",
            languages.FRENCH,
            "Les lois organiques relatives au Sénat ne doivent pas être votées dans les mêmes termes.",
        ),
        (
            "Les électeurs sont appelés à se prononcer avant le 31 décembre sur l'accord.",
            languages.FRENCH,
            "Les électeurs sont appelés à se prononcer après le 31 décembre sur l'accord.",
        ),
        (
            "Eine Menge ist nicht kompakt, wenn sie nicht beschränkt ist.",
            languages.GERMAN,
            "Eine Menge ist kompakt, wenn sie nicht beschränkt ist.",
        ),
        (
            "Работа должна быть подписана автором на последней странице.",
            languages.RUSSIAN,
            "Работа не должна быть подписана автором на последней странице.",
        ),
        (
            "מעל לריכוז מצע מסוים לא יעלה קצב הפעילות כי מולקולות האנזים פועלות בקצב מרבי.",
            languages.HEBREW,
            "מעל לריכוז מצע מסוים יעלה קצב הפעילות כי מולקולות האנזים פועלות בקצב מרבי.",
        ),
        (
            "ככל שהניסוי מבוצע פעמים רבות יותר, מהימנותן של התוצאות גדלה.",
            languages.HEBREW,
            "ככל שהניסוי מבוצע פעמים רבות יותר, מהימנותן של התוצאות קטנה.",
        ),
    ],
)
def test_a_rule_is_turned_round_into_a_plausible_false_statement(text, language, turned):
    assert turned in [turn.applied(text) for turn in plain_reversals.turns(text, language)]


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # a limit: "peut excéder" would read as a permission, not as the opposite rule
        ("Le nombre de jours de séance ne peut excéder cent vingt.", languages.FRENCH),
        # the sentence names both ways already
        (
            "Les élections ont lieu vingt jours au moins et quarante jours au plus suivant la dissolution.",
            languages.FRENCH,
        ),
        # inside a condition: a detail, not the rule
        ("Si le Parlement ne peut pas siéger, le Gouvernement prend les mesures prévues.", languages.FRENCH),
        # a word of a name: the "Conseil inférieur" does not exist
        ("Le Conseil supérieur de la magistrature se réunit en formation plénière.", languages.FRENCH),
        # denying both ways at once reads as no rule: "ne peut pas être direct ou indirect"
        ("Le suffrage peut être direct ou indirect dans les conditions prévues.", languages.FRENCH),
        # a word of a name: the "Conseil inférieur" does not exist
        ("Le Conseil supérieur de la magistrature se réunit en formation plénière.", languages.FRENCH),
        # denying both ways at once reads as no rule: "ne peut pas être direct ou indirect"
        ("Le suffrage peut être direct ou indirect dans les conditions prévues.", languages.FRENCH),
        # German places "nicht" by rules a word list cannot follow
        ("Eine Menge ist kompakt, wenn jede Überdeckung endlich ist.", languages.GERMAN),
    ],
)
def test_a_statement_is_not_turned_where_the_turn_would_read_wrong_or_touch_a_detail(text, language):
    assert [turn.applied(text) for turn in plain_reversals.turns(text, language)] == []


def test_a_true_statement_question_offers_rules_turned_round_before_names_swapped():
    vocabulary, found = vocabulary_of(INSTITUTIONS, languages.FRENCH)
    questions = PlainQuizBuilder(found, vocabulary).build(4, statements=2, cloze=False)

    wrong = [
        choice
        for question in questions
        for choice in question["choices"]
        if choice != question["correct_answer"]
    ]
    assert questions
    assert any(" ne peut pas " in choice for choice in wrong)
    assert not any(choice.startswith("Le Gouvernement est réuni") for choice in wrong)


def test_an_article_number_listed_after_the_label_is_no_key():
    text = (
        "Les actes du Président autres que ceux prévus aux articles 8, 11, 12, 16 et 56 sont contresignés.\n"
    )
    vocabulary, found = vocabulary_of(text, languages.FRENCH)
    keys = plain_keys.keys_of(found[0], languages.FRENCH, vocabulary.counts)

    assert not [key for key in keys if key.kind is PlainKind.NUMBER]


SLIDES = """\
המשתנה הבלתי תלוי הוא הגורם שמשנים בניסוי, והמשתנה התלוי הוא מה שנמדד.
משתנה רציף: בכל מבחנות הניסוי ישנו אותו הגורם, ורק הערך המספרי שלו משתנה.
משתנה בדיד: הגורם עצמו שונה בין המבחנות שבניסוי.
את המשתנה התלוי מודדים בכל המבחנות בסוף הניסוי.
המשתנה הבלתי תלוי משפיע על המשתנה התלוי לפי ההשערה.
טמפרטורה היא משתנה רציף, וסוג הירק הוא משתנה בדיד שנבדק בניסוי.
"""


def test_a_labelled_definition_blanks_the_kind_it_defines_against_the_other_kinds():
    vocabulary, found = vocabulary_of(SLIDES, languages.HEBREW)
    questions = PlainQuizBuilder(found, vocabulary).build(10, statements=0)
    discrete = next(question for question in questions if question["correct_answer"] == "בדיד")

    assert discrete["question"] == f"משתנה {GAP}: הגורם עצמו שונה בין המבחנות שבניסוי."
    assert set(discrete["choices"]) == {"בדיד", "רציף", "תלוי", "בלתי תלוי"}


def test_an_ordinal_gets_the_ordinals_next_to_it_and_never_two_of_one_rank():
    text = (
        "Les projets sont examinés par la Conférence des présidents de la première assemblée saisie.\n"
        "La seconde lecture a lieu dans la deuxième assemblée après la troisième séance.\n"
        "La quatrième séance et la sixième séance sont publiques, la dernière séance est secrète.\n"
    )
    wrong = wrong_answers(text, languages.FRENCH, "première")
    # "seconde" and "deuxième" are one answer; "sixième assemblée" of two assemblies reads as absurd
    assert "sixième" not in wrong and not {"seconde", "deuxième"} <= set(wrong)
    assert "dernière" in wrong


def test_one_end_of_a_range_in_words_is_not_blanked():
    text = "Объем работы составляет не более одного двух печатных листов вместе с приложениями.\n"
    vocabulary, found = vocabulary_of(text, languages.RUSSIAN)

    keys = plain_keys.keys_of(found[0], languages.RUSSIAN, vocabulary.counts)
    assert not [key for key in keys if key.kind is PlainKind.NUMBER_WORD]


def test_a_noun_that_fits_any_rule_is_not_blanked():
    text = (
        "Le Gouvernement peut prendre des ordonnances contenant des mesures du domaine de la loi.\n"
        "Les mesures prises par ordonnances entrent en vigueur dès leur publication au Journal officiel.\n"
        "Les ordonnances sont prises en conseil des ministres après avis du Conseil d'État.\n"
    )
    vocabulary, found = vocabulary_of(text, languages.FRENCH)

    keys = {key.text for key in plain_keys.keys_of(found[0], languages.FRENCH, vocabulary.counts)}
    assert "mesures" not in keys
    assert "ordonnances" in keys


def test_a_word_most_rules_mention_does_not_make_two_terms_of_one_role():
    rules = [
        "Au Parlement, la destitution est votée en Haute Cour par les deux assemblées.",
        "Au Parlement, la transmission des textes suit leur adoption en conseil.",
        "La suspension est votée par le Sénat après un avis motivé du bureau.",
        "La révocation est votée par l'Assemblée nationale à la majorité absolue.",
        "La dissolution est votée par le Congrès dans les cas prévus ici.",
        "Une destitution exige la majorité des deux tiers des suffrages exprimés.",
    ]
    mentions = [
        f"Le Parlement examine chaque année le rapport numéro {number} sur les finances."
        for number in range(8)
    ]
    vocabulary, found = vocabulary_of("\n".join(rules + mentions), languages.FRENCH)
    key = key_named(found[0], vocabulary, "destitution")

    wrong = plain_distractors.distractors(key, found[0].text, vocabulary, wanted=5)
    # "Parlement" stands next to nearly everything: "la transmission est votée" is no plausible rule
    assert "transmission" not in wrong
    assert {"suspension", "révocation", "dissolution"} <= set(wrong)


COURSEWORK_RULES = """\
Курсовая работа должна быть выполнена слушателем самостоятельно в течение семестра.
Титульный лист является первым листом курсовой и оформляется по образцу кафедры.
Каждая глава должна начинаться с новой страницы машинописного текста.
Все заимствованные сведения должны сопровождаться ссылками на первоисточники.
Слушатели могут быть допущены к защите только после проверки руководителем.
"""


def test_rules_with_no_term_to_blank_are_still_asked_as_statements_turned_round():
    vocabulary, found = vocabulary_of(COURSEWORK_RULES, languages.RUSSIAN)
    questions = PlainQuizBuilder(found, vocabulary).build(3, statements=1)

    assert len(questions) == 1
    statement = questions[0]
    wrong = [choice for choice in statement["choices"] if choice != statement["correct_answer"]]
    assert statement["correct_answer"] in COURSEWORK_RULES
    # each wrong choice is a rule of the document negated: "не должна", "не является", "не могут"
    assert all(" не " in f" {choice} " and choice not in COURSEWORK_RULES for choice in wrong)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        # a second negation reads as a riddle: "не могут быть не допущены"
        ("Слушатели могут быть не допущены к экзаменационной сессии без курсовой.", languages.RUSSIAN),
        # inside "ככל ש... כך": the condition of the rule, across the brackets of a note
        ("ככל שריכוז המצע (מי החמצן) עולה כך יש התנגשויות רבות בין המולקולות.", languages.HEBREW),
    ],
)
def test_no_turn_that_reads_as_garbled(text, language):
    assert [turn.applied(text) for turn in plain_reversals.turns(text, language)] == []


def test_a_hebrew_adjective_is_turned_into_the_adjective_never_into_the_verb():
    text = "שלב ראשון: ניסוי קטן מקדים שנועד להכרת שיטת המדידה בכיתה."

    # "קטן" is first of all the adjective "small": "ניסוי גדל" ("an experiment grows") reads as garbled
    assert [turn.turned for turn in plain_reversals.turns(text, languages.HEBREW)] == ["גדול"]


def test_a_name_the_sentence_already_names_is_no_wrong_answer_for_another():
    prime = "Le Premier ministre"
    wrong = wrong_answers(INSTITUTIONS, languages.FRENCH, prime, within="dirige l'action", wanted=5)
    # "Le Gouvernement dirige l'action du Gouvernement" reads as nonsense
    assert "Le Gouvernement" not in wrong


def test_an_adjective_both_terms_take_does_not_make_them_of_one_role():
    text = (
        "Le Parlement contrôle les finances publiques chaque année par la loi de finances.\n"
        "Les séances des deux assemblées sont publiques, sauf décision contraire des assemblées.\n"
        "L'évaluation des politiques publiques relève des conditions prévues par la loi.\n"
        "La proposition adoptée par une des assemblées est transmise à l'autre assemblée.\n"
        "Chacune des assemblées siège de plein droit pendant la session ordinaire.\n"
    )
    # "une des finances du Parlement": "publiques" after both says nothing of what they do
    wrong = wrong_answers(text, languages.FRENCH, "assemblées", within="une des assemblées", wanted=5)
    assert not {"finances", "politiques"} & set(wrong)


def test_a_false_statement_never_just_moves_a_year():
    text = INSTITUTIONS + "Le traité sur l'Union européenne a été signé à Maastricht le 7 février 1992.\n"
    vocabulary, found = vocabulary_of(
        text + "La Constitution a été adoptée par référendum le 28 septembre 1958.\n", languages.FRENCH
    )
    builder = PlainQuizBuilder(found, vocabulary)
    treaty = next(candidate for candidate in builder.pool if "Maastricht" in candidate.sentence.text)

    # "signé ... en 1998" for 1992 tests a date learnt by heart, not a rule the student understood
    assert builder._made_false(treaty, avoid=set()) is None
