"""What a teacher notices in the definition questions of French, German and Russian lecture notes: the
definitions of the notes are asked, in the notes' own notation, with the defined term blanked and the other
terms the notes define, of the same form, as wrong answers; no formula cut off or broken by the extraction."""

from quizforge.generation.providers.local import (
    languages,
    plain_definitions,
    plain_distractors,
    plain_sentences,
)
from quizforge.generation.providers.local.plain_quiz import GAP, PlainQuizBuilder
from quizforge.generation.tests.plain_helpers import defined_named, vocabulary_of, wrong_answers
from quizforge.quizzes.questions import Question

NOTES = """\
Definition 1
Sei (X, T) ein topologischer Raum.
A ⊆ X heißt abgeschlossen, wenn X \\ A offen ist.
Eine Teilmenge U ⊆ X heißt Umgebung von x, wenn es ein U0 ∈ T gibt mit x ∈ U0 und U0 ⊆ U.
Sei M ⊆ X.
M heißt dicht in X, wenn M̄ gleich X ist.
Sei M ⊆ X.
M heißt diskret in X, wenn M in X keinen Häufungspunkt hat.
B ⊆ T heißt Basis der Topologie T, wenn jedes U ∈ T Vereinigung von Elementen aus B ist.
S ⊆ T heißt Subbasis der Topologie T, wenn jedes U ∈ T Vereinigung von Schnitten aus S ist.
Ein topologischer Raum X heißt hausdorffsch, wenn es für je zwei Punkte x 6= y in X disjunkte Umgebungen gibt.
Ein zusammenhängender Graph heißt Baum, wenn er keinen Kreis enthält.
Eine geschlossene Jordankurve in R3 heißt Knoten.
Eine stetige Abbildung f heißt Homöomorphismus, wenn f bijektiv und die Umkehrung stetig ist.
S heißt orientierbar, wenn es ein stetiges Normalenfeld auf S gibt.
φ heißt Isomorphismus, wenn φ ein bijektiver Homomorphismus ist.
"""


def _questions(text: str, language: languages.Language, wanted: int = 20) -> list[Question]:
    vocabulary, found = vocabulary_of(text, language)
    return PlainQuizBuilder(found, vocabulary).build(wanted, statements=wanted // 3)


def _asked(text: str, language: languages.Language) -> list[plain_sentences.Sentence]:
    """The sentences a question may be made of: not those only taken for their defined term."""
    return [
        sentence
        for sentence in plain_sentences.split(text, language)
        if not isinstance(sentence, plain_definitions.DefiningSentence)
    ]


def _asking(questions: list[Question], answer: str) -> Question:
    return next(question for question in questions if question["correct_answer"] == answer)


def test_a_definition_in_the_notes_notation_is_asked_for_its_term_with_its_condition():
    questions = _questions(NOTES, languages.GERMAN)

    closed = _asking(questions, "abgeschlossen")
    assert closed["question"] == f"A ⊆ X heißt {GAP}, wenn X \\ A offen ist."
    assert closed["explanation"] == "Das Dokument sagt: „A ⊆ X heißt abgeschlossen, wenn X \\ A offen ist.“"
    # the term ends where "von x" says whose it is: "Umgebung von x" would hand the choices a tell
    neighbourhood = _asking(questions, "Umgebung")
    assert neighbourhood["question"].startswith(f"Eine Teilmenge U ⊆ X heißt {GAP} von x, wenn")


def test_two_definitions_of_one_shape_are_both_asked():
    text = (
        "Sei X ein topologischer Raum und M ⊆ X.\n"
        "M heißt dicht in X, wenn M̄ gleich X ist.\n"
        "Sei M ⊆ X.\n"
        "M heißt diskret in X, wenn M in X keinen Häufungspunkt hat.\n"
        "A ⊆ X heißt abgeschlossen, wenn X \\ A offen ist.\n"
        "S heißt orientierbar, wenn es ein stetiges Normalenfeld auf S gibt.\n"
        "Ein Raum heißt hausdorffsch, wenn je zwei Punkte disjunkte Umgebungen haben.\n"
    )
    questions = _questions(text, languages.GERMAN)

    # "M heißt ... in X, wenn": the variables and "heißt" are no reason to take one for the other
    assert {"dicht", "diskret"} <= {question["correct_answer"] for question in questions}


RULES = """\
Für eine Triangulierung des Torus werden mindestens 14 Dreiecke benötigt.
Für eine Triangulierung der Kleinschen Flasche werden mindestens 16 Dreiecke benötigt.
Die Eulercharakteristik der Sphäre ist gleich 2 für jede ihrer Triangulierungen.
Ein Knotendiagramm mit genau 3 Kreuzungen zeigt die Kleeblattschlinge im Raum.
Die reelle projektive Ebene lässt sich mit genau 10 Dreiecken triangulieren.
"""


def test_definitions_are_asked_first_as_gap_fills_for_their_term():
    questions = _questions(NOTES + RULES, languages.GERMAN, wanted=9)

    # "Baum" (a graph), "Knoten" (a curve) and "hausdorffsch" (a space's) have no other term of their kind
    # here, and a subset's or a map's term is no wrong answer for them: seven of nine
    assert len(questions) == 7
    assert not {"Baum", "Knoten", "hausdorffsch"} & {question["correct_answer"] for question in questions}
    # a definition is not spent as the true choice of "Welche Aussage ist richtig?"
    for question in questions:
        assert "heißt" not in question["correct_answer"], question
    gap_fills = [question for question in questions if GAP in question["question"]]
    assert len(gap_fills) >= 6
    assert all(" heißt " in question["question"] for question in gap_fills)


def test_a_definition_in_notation_is_asked_for_its_term_or_not_at_all():
    text = (
        "B ⊆ T heißt eine Basis der Topologie T, wenn jedes U ∈ T Vereinigung von Elementen aus B ist.\n"
        "Jede Vereinigung offener Mengen ist wieder offen im topologischen Raum.\n"
        "Die Vereinigung zweier abgeschlossener Mengen ist abgeschlossen im topologischen Raum.\n"
        "Der Schnitt zweier offener Mengen ist offen im topologischen Raum.\n"
        "Im topologischen Raum gibt es offene Mengen und abgeschlossene Mengen.\n"
    )
    vocabulary, found = vocabulary_of(text, languages.GERMAN)
    builder = PlainQuizBuilder(found, vocabulary)

    # "eine Basis" has no other term of its form to stand against: "Vereinigung" inside the formula is not
    # blanked in its place, nor is the formula a statement to be made false
    basis = next(candidate for candidate in builder.pool if "⊆" in candidate.sentence.text)
    assert [key.text for key in basis.keys] == ["Basis"]
    assert not [question for question in _questions(text, languages.GERMAN) if "⊆" in question["question"]]


def test_the_wrong_answers_are_other_defined_terms_of_the_same_form_and_none_makes_it_true():
    questions = _questions(NOTES, languages.GERMAN)
    adjectives = {"abgeschlossen", "dicht", "diskret", "hausdorffsch", "orientierbar"}
    nouns = {"Umgebung", "Basis", "Subbasis", "Baum", "Knoten", "Homöomorphismus", "Isomorphismus"}

    for question in questions:
        kind = adjectives if question["correct_answer"] in adjectives else nouns
        assert set(question["choices"]) <= kind, question
        assert len({choice.lower() for choice in question["choices"]}) == 4
    # "offen" is no wrong answer where the condition says "offen" ("offene"): the sentence would be true
    text = NOTES + "Die Mengen U ∈ T heißen offen in X.\n"
    text += "Eine Menge heißt kompakt, wenn jede Überdeckung endlich ist.\n"
    text = text.replace("wenn X \\ A offen ist", "wenn X \\ A eine offene Menge ist")
    vocabulary, found = vocabulary_of(text, languages.GERMAN)
    closed = next(sentence for sentence in found if "abgeschlossen" in sentence.text)
    key = defined_named(vocabulary, "abgeschlossen")
    assert "offen" not in plain_distractors.distractors(key, closed.text, vocabulary, wanted=8)
    # "Basis" and "Subbasis" side by side: the one written inside the other hints at it
    for question in questions:
        assert not {"Basis", "Subbasis"} <= set(question["choices"]), question


def test_a_broken_or_cut_formula_is_not_asked_and_a_typeset_not_equal_is_read_as_one():
    broken = [
        "Ein topologischer Raum X heißt kompakt, wenn jede offene Überdeckung U = { Ui }i∈I eine endliche [",
        "f heißt stetig :⇔ ∀U ∈ TY : f −1 (U ) ∈ TX gilt für alle offenen Mengen.",
        "X heißt differenzierbare Mannigfaltigkeit der Klasse C k, wenn jeder Kartenwechsel glatt ist.",
        "Für eine Menge X heißt TDiskret = P(X) ∪ { ∅ } die diskrete Topologie auf X.",
        "Gegeben eine Folge (xn) in X. x ∈ X heißt Grenzwert von (xn), wenn sie gegen x geht.",
        "Ein Raum X heißt kompakt, wenn jede offene Überdeckung { Ui | i ∈ I von X endlich ist.",
        # H is set up in a sentence before, and nothing is said of it here
        "Die Abbildung H heißt Isotopie von K.",
        # a condition in symbols alone: the closure's bar was lost, "M = X" is not what the notes say
        "M heißt dicht in der Menge X, wenn M = X ist.",
        "Eine Abbildung r heißt Retraktion, wenn r|A = idA ist.",
    ]
    for sentence in broken:
        assert not _asked(sentence, languages.GERMAN), sentence

    found = plain_sentences.split(NOTES, languages.GERMAN)
    hausdorff = next(sentence.text for sentence in found if "hausdorffsch" in sentence.text)
    assert "x ≠ y" in hausdorff


def test_a_map_is_no_pointer_to_a_figure():
    definition = (
        "Eine stetige Abbildung f heißt Homöomorphismus, wenn f bijektiv und die Umkehrung stetig ist."
    )
    figure = "Die Kurve in Abbildung 3 zeigt einen Knoten mit genau drei Kreuzungen im Raum."

    assert _asked(definition, languages.GERMAN)
    assert not _asked(figure, languages.GERMAN)


def test_a_german_abbreviation_inside_a_definition_does_not_cut_it():
    text = "Die Matrix der Ableitungen heißt erste Fundamentalform von S bzgl. F auf der Fläche."

    assert plain_sentences._split_unit(text, languages.GERMAN) == [text]


def test_a_defined_noun_agrees_with_its_article_and_a_russian_term_with_its_ending():
    german = (
        "Das Paar (X, d) heißt ein metrischer Raum, wenn d eine Metrik auf X ist.\n"
        "Die Menge Y mit der Spurtopologie heißt ein topologischer Teilraum von X.\n"
        "Die Familie aller offenen Mengen heißt eine feine Topologie auf der Menge X.\n"
        "Das Paar (G, d) heißt ein diskreter Raum, wenn jede Teilmenge offen ist.\n"
    )
    wrong = wrong_answers(german, languages.GERMAN, "metrischer Raum")
    # "heißt ein feine Topologie" would not read as German
    assert "feine Topologie" not in wrong
    assert "diskreter Raum" in wrong

    nouns = (
        "Die Menge Y mit der Spurtopologie heißt ein Teilraum von X.\n"
        "Eine längentreue Abbildung zwischen metrischen Räumen heißt eine Isometrie von X.\n"
        "Eine stetige Bijektion mit stetiger Umkehrung heißt ein Homöomorphismus von X.\n"
        "Ein zusammenhängender Graph ohne Kreis heißt ein Baum in der Ebene.\n"
        "Ein Simplizialkomplex der Dimension eins heißt ein Graph in der Ebene.\n"
    )
    # "heißt ein Isometrie" would not read as German
    assert "Isometrie" not in wrong_answers(nouns, languages.GERMAN, "Teilraum", wanted=5)

    russian = (
        "Множество A называется замкнутым, если его дополнение открыто в пространстве.\n"
        "Множество B называется компактным, если из любого покрытия можно выбрать конечное.\n"
        "Пространство X называется связным, если его нельзя разбить на два открытых множества.\n"
        "Последовательность точек называется сходящейся, если у неё есть предел в пространстве.\n"
        "Множество U называется открытым, если оно содержит окрестность каждой своей точки.\n"
    )
    wrong = wrong_answers(russian, languages.RUSSIAN, "замкнутым", wanted=5)
    assert "компактным" in wrong and "сходящейся" not in wrong
    # "открытым" where the condition says "открыто": the sentence would be true of it as well
    assert "открытым" not in wrong


def test_a_french_term_named_before_what_it_defines_is_asked():
    text = "On appelle corps commutatif un anneau dont tout élément non nul est inversible.\n"
    found = plain_sentences.split(text, languages.FRENCH)

    keys = plain_definitions.defined_keys(found[0].text, languages.FRENCH)
    assert [key.text for key in keys] == ["corps commutatif"]
    # "sont appelés à se prononcer": no term is named
    assert not plain_definitions.defined_keys(
        "Les électeurs sont appelés à se prononcer avant le 31 décembre.", languages.FRENCH
    )


def test_a_french_definition_with_est_dit_and_s_il_names_its_term():
    connected = "Un espace E est dit connexe s'il n'est pas réunion de deux ouverts disjoints non vides."
    dense = "Une partie D de E est dite dense si son adhérence est égale à E tout entier."

    assert [key.text for key in plain_definitions.defined_keys(connected, languages.FRENCH)] == ["connexe"]
    # "à E", "в X": a one-letter word before a variable, not an index pulled onto the line
    assert plain_sentences.split(dense, languages.FRENCH)
    dense_in = "Множество D называется плотным в X, если его замыкание совпадает с X."
    assert plain_sentences.split(dense_in, languages.RUSSIAN)


def test_a_hebrew_defined_adjective_gets_adjectives_and_the_marker_is_no_topic():
    text = (
        "גן נקרא דומיננטי אם הוא מתבטא גם כאשר יש רק עותק אחד שלו בתא.\n"
        "גן נקרא רצסיבי אם הוא מתבטא רק כאשר יש שני עותקים שלו בתא.\n"
        "המראה החיצוני של היצור נקרא פנוטיפ, והרכב הגנים שלו נקרא גנוטיפ.\n"
    )
    # "גן נקרא פנוטיפ": a noun where an adjective is asked
    assert wrong_answers(text, languages.HEBREW, "דומיננטי") == ["רצסיבי"]
    assert "נקרא" not in vocabulary_of(text, languages.HEBREW)[0].topic


SPACES_AND_GRAPHS = """\
Ein topologischer Raum X heißt hausdorffsch, wenn je zwei Punkte von X disjunkte Umgebungen haben.
Ein topologischer Raum X heißt zusammenhängend, wenn X nicht Vereinigung zweier disjunkter offener Mengen ist.
Ein topologischer Raum X heißt diskret, wenn jede Teilmenge von X offen ist.
Ein endlicher Graph heißt bipartit, wenn seine Ecken sich in zwei Klassen ohne innere Kanten teilen lassen.
Eine reguläre Fläche heißt orientierbar, wenn es auf ihr ein stetiges Normalenfeld gibt.
Ein endlicher Graph heißt planar, wenn er sich ohne Kreuzungen in die Ebene zeichnen lässt.
Der Raum R mit der euklidischen Topologie ist nicht kompakt.
Der Raum [0, 1] mit der euklidischen Topologie ist kompakt.
"""


def test_the_wrong_answers_for_a_defined_term_are_terms_defined_for_the_same_kind_of_thing():
    questions = _questions(SPACES_AND_GRAPHS, languages.GERMAN)

    # "bipartit" and "planar" are said of graphs, "orientierbar" of surfaces: no wrong answer for a space;
    # "kompakt", which the notes say of spaces, is one
    hausdorff = _asking(questions, "hausdorffsch")
    assert set(hausdorff["choices"]) == {"hausdorffsch", "zusammenhängend", "diskret", "kompakt"}
    # a graph's property has one other of its kind: a space's or a surface's property is no wrong answer
    # for it, so it is not asked
    assert not [question for question in questions if question["correct_answer"] in {"bipartit", "planar"}]


def test_a_term_whose_stem_is_in_the_stem_is_neither_asked_nor_offered():
    text = (
        "Sei X ein topologischer Raum und A ⊆ X.\n"
        "Eine stetige Abbildung r heißt Retraktion, wenn r auf A die Identität ist und r nach A abbildet.\n"
        "Eine Teilmenge A ⊆ X heißt Deformationsretrakt, wenn es eine stetige Retraktion auf A gibt.\n"
        "Eine Teilmenge A ⊆ X heißt Umgebung von x, wenn sie eine offene Menge um x enthält.\n"
        "Eine Teilmenge A ⊆ X heißt Abschluss von M, wenn A die kleinste abgeschlossene Menge um M ist.\n"
        "Eine Teilmenge A ⊆ X heißt Rand von M, wenn A der Abschluss ohne das Innere von M ist.\n"
        "Eine Teilmenge A ⊆ X heißt Kern von M, wenn A die größte offene Menge in M ist.\n"
    )
    questions = _questions(text, languages.GERMAN)

    # "Retraktion" in the stem points to "Deformationsretrakt"
    assert "Deformationsretrakt" not in {question["correct_answer"] for question in questions}
    assert questions
    for question in questions:
        for choice in question["choices"]:
            assert not ("retrakt" in choice.lower() and "etraktion" in question["question"]), question


def test_a_definition_of_a_bare_variable_is_asked_with_what_the_sentence_before_says_it_is():
    surfaces = (
        "Sei S ⊆ R3 eine reguläre Fläche.\n"
        "S heißt orientierbar, wenn es ein stetiges Normalenfeld auf S gibt.\n"
        "Eine reguläre Fläche S heißt kompakt, wenn S beschränkt und abgeschlossen in R3 ist.\n"
        "Eine reguläre Fläche S heißt zusammenhängend, wenn je zwei Punkte von S verbunden sind.\n"
        "Eine reguläre Fläche S heißt minimal, wenn ihre mittlere Krümmung überall verschwindet.\n"
    )
    questions = _questions(surfaces, languages.GERMAN)

    orientable = _asking(questions, "orientierbar")
    assert orientable["question"] == (
        f"Eine reguläre Fläche S ⊆ R3 heißt {GAP}, wenn es ein stetiges Normalenfeld auf S gibt."
    )
    # nothing says what S is: "S heißt ______" is not asked
    undeclared = surfaces.replace(
        "Sei S ⊆ R3 eine reguläre Fläche.\n", "Die Flächen sind glatt und regulär genug.\n"
    )
    assert "orientierbar" not in {
        question["correct_answer"] for question in _questions(undeclared, languages.GERMAN)
    }


def test_a_kind_named_in_the_plural_is_the_same_kind():
    text = (
        "Ein topologischer Raum X heißt hausdorffsch, wenn je zwei Punkte von X disjunkte Umgebungen haben.\n"
        "Ein topologischer Raum X heißt diskret, wenn jede Teilmenge von X offen ist.\n"
        "Die Räume Rn mit der euklidischen Topologie sind zusammenhängend.\n"
        "Die Räume Cn mit der euklidischen Topologie sind zusammenhängend.\n"
        "Der Raum R mit der euklidischen Topologie ist nicht kompakt.\n"
        "Der Raum [0, 1] mit der euklidischen Topologie ist kompakt.\n"
    )
    questions = _questions(text, languages.GERMAN)

    # "Räume" are spaces as "Raum" is: what the notes say of them is a property of a space
    hausdorff = _asking(questions, "hausdorffsch")
    assert set(hausdorff["choices"]) == {"hausdorffsch", "diskret", "zusammenhängend", "kompakt"}


def _wrong_answers(text: str, term: str) -> list[str]:
    """The wrong answers the notes give for the term defined in the sentence that names it."""
    return wrong_answers(text, languages.GERMAN, term, within=f"heißt {term}")


# sentences between two sections of the notes, far more than one section holds
_FILLER = "".join(f"Im Beweis von Satz {number} wird die Aussage gezeigt.\n" for number in range(90))


def test_a_named_example_is_no_wrong_answer_for_a_notion():
    text = (
        "Eine Teilmenge U ⊆ X heißt Umgebung von x, wenn U eine offene Menge um x enthält.\n"
        "X := { 0, 1 } , T = { ∅, { 0, 1 } , { 0 } } heißt Sierpińskiraum.\n"
        "Z(x) heißt Zusammenhangskomponente.\n"
        "∂M := M \\ M° heißt Rand von M.\n"
        "A heißt Abschluss von M, wenn A die kleinste abgeschlossene Menge um M ist.\n"
        "K heißt Kern von M, wenn K die größte offene Menge in M ist.\n"
    )

    # "Sierpińskiraum" names the one space the formula builds, "Zusammenhangskomponente" what Z(x) is;
    # "Rand von M" is a notion of any M
    assert set(_wrong_answers(text, "Umgebung")) == {"Rand", "Abschluss", "Kern"}


def test_a_graph_term_gets_graph_terms_of_its_section_and_no_maps_from_far_off():
    maps = (
        "r heißt Retraktion, wenn r auf A die Identität ist.\n"
        "H heißt Homotopie zwischen f und g, wenn H stetig ist.\n"
        "A heißt Deformationsretrakt, wenn es eine Retraktion r auf A mit ι ◦ r ∼ idX gibt.\n"
    )
    tree = "Ein zusammenhängender Graph heißt Baum, wenn er keinen Kreis enthält.\n"
    graphs = (
        "Ein Graph mit mehreren Kanten zwischen zwei Ecken heißt Multigraph.\n"
        "Ein Graph, dessen Ecken und Kanten in G liegen, heißt Teilgraph von G.\n"
    )

    # the maps are defined far off and for no kind the notes name: no wrong answers for a graph's "Baum"
    assert len(_wrong_answers(maps + _FILLER + tree, "Baum")) < 3
    # the graph terms of its own section are, and at most one term from far off completes them
    wrong = _wrong_answers(maps + _FILLER + tree + graphs, "Baum")
    assert {"Multigraph", "Teilgraph"} <= set(wrong)
    assert len(set(wrong) & {"Retraktion", "Homotopie", "Deformationsretrakt"}) <= 1


def test_a_subset_written_in_symbols_gets_the_properties_of_subsets_however_far_off():
    subsets = (
        "Eine Teilmenge A ⊆ X heißt zusammenhängend, wenn A nicht Vereinigung zweier offener Mengen ist.\n"
        "Eine Teilmenge A ⊆ X heißt kompakt, wenn jede offene Überdeckung von A endlich teilbar ist.\n"
        "Eine Teilmenge A ⊆ X heißt beschränkt, wenn A in einer Kugel liegt.\n"
    )
    near = (
        "Eine stetige Funktion f heißt surjektiv, wenn jeder Punkt ein Urbild hat.\n"
        "Eine Überlagerung p heißt universell, wenn ihr Raum einfach zusammenhängend ist.\n"
        "f heißt regulär, wenn ihr Differential überall injektiv ist.\n"
        "M ⊆ X heißt diskret in X, wenn M in X keinen Häufungspunkt hat.\n"
    )

    # "M ⊆ X" is a subset as "Eine Teilmenge A ⊆ X" is: not a map's "surjektiv" defined next to it, nor
    # "regulär" of no known kind, even a long lecture later
    for between in (_FILLER, _FILLER * 13):
        wrong = _wrong_answers(subsets + between + near, "diskret")
        assert set(wrong) == {"zusammenhängend", "kompakt", "beschränkt"}


def test_a_compound_that_only_opens_with_the_term_names_another_thing():
    text = (
        "Eine geschlossene Jordankurve in R3 heißt Knoten.\n"
        "Eine Jordankurve, die eine Ebene nicht verlässt, heißt Unknoten.\n"
        "Eine Jordankurve mit Projektion π heißt Knotendiagramm von γ, wenn π höchstens zwei Punkte trifft.\n"
        "Eine Jordankurve mit Selbstschnitt heißt Schleife.\n"
        "Eine Jordankurve ohne Ende heißt Kreislinie.\n"
    )

    # "Knotendiagramm" is a diagram, "Unknoten" a knot: one names another thing, the other a kind of knot
    wrong = _wrong_answers(text, "Knoten")
    assert "Knotendiagramm" in wrong
    assert "Unknoten" not in wrong


def test_a_property_relative_to_a_space_gets_the_others_of_that_relation_first():
    subsets = (
        "Eine Teilmenge A ⊆ X heißt zusammenhängend, wenn A nicht Vereinigung zweier offener Mengen ist.\n"
        "Eine Teilmenge A ⊆ X heißt kompakt, wenn jede offene Überdeckung von A endlich teilbar ist.\n"
        "Eine Teilmenge A ⊆ X heißt beschränkt, wenn A in einer Kugel liegt.\n"
        "Eine Teilmenge A ⊆ X heißt abgeschlossen, wenn X \\ A offen ist.\n"
    )
    dense = "M heißt dicht in X, wenn der Abschluss von M gleich X ist.\n"
    discrete = "M ⊆ X heißt diskret in X, wenn M in X keinen Häufungspunkt hat.\n"

    # what "heißt ... in X" is said of lies in X, a subset; "dicht in X" is the closest rival of
    # "diskret in X", however far apart the notes define them
    assert "dicht" in _wrong_answers(dense + _FILLER + subsets + discrete, "diskret")


def test_a_space_gets_the_properties_of_subsets_the_notes_say_of_spaces_too():
    text = (
        "Ein topologischer Raum X heißt hausdorffsch, wenn je zwei Punkte disjunkte Umgebungen haben.\n"
        "Ein topologischer Raum X heißt kompakt, wenn jede offene Überdeckung endlich teilbar ist.\n"
        "Ein topologischer Raum X heißt zusammenhängend, wenn X nicht Vereinigung offener Mengen ist.\n"
        "Eine Teilmenge A ⊆ X heißt zusammenhängend, wenn A nicht Vereinigung offener Mengen ist.\n"
        "Eine Teilmenge A ⊆ X heißt dicht, wenn ihr Abschluss X ist.\n"
        "Ein endlicher Graph heißt planar, wenn er sich ohne Kreuzungen zeichnen lässt.\n"
        "γ heißt geschlossen, wenn γ(0) = γ(1) ist.\n"
    )

    # spaces and subsets are both called "zusammenhängend": a subset's "dicht" is a space's rival, a
    # graph's "planar" is not, and a subset's comes before what is said of no known kind
    assert set(_wrong_answers(text, "hausdorffsch")) == {"kompakt", "zusammenhängend", "dicht"}
