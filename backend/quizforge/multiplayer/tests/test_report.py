"""The misconception report's figures, from players' answers alone (no database)."""

from quizforge.multiplayer.report import (
    DISCRIMINATION_REVERSED,
    PlayerAnswers,
    misconception_report,
    point_biserial,
)

PLANETS = {
    "question": "Which planet is the Red Planet?",
    "choices": ["Mars", "Venus", "Jupiter", "Pluto"],
    "correct_answer": "Mars",
    "source": "Mars is often called the Red Planet.",
    "explanation": "Iron oxide makes it red.",
}
SUM = {"question": "2 + 2?", "choices": ["4", "5"], "correct_answer": "4"}


def players(*picks: tuple[str, ...]) -> list[PlayerAnswers]:
    """One player per tuple of choices, question by question ("" for a time-out)."""
    quiz = [PLANETS, SUM]
    return [
        PlayerAnswers({i: (c, c == quiz[i]["correct_answer"]) for i, c in enumerate(choices)})
        for choices in picks
    ]


def test_questions_come_most_missed_first_with_each_choices_share():
    class_ = players(*[("Venus", "4")] * 12, *[("Mars", "4")] * 7, ("Jupiter", "5"), ("", "4"))
    report = misconception_report([PLANETS, SUM], class_)
    planets, sums = report["questions"]
    assert (planets["index"], planets["players"], planets["correct"], planets["missed"]) == (0, 21, 7, 14)
    assert planets["no_answer"] == 1
    assert [(c["choice"], c["count"], c["share"]) for c in planets["choices"]] == [
        ("Mars", 7, 0.3333),
        ("Venus", 12, 0.5714),
        ("Jupiter", 1, 0.0476),
        ("Pluto", 0, 0.0),
    ]
    assert planets["most_chosen_wrong"] == {"choice": "Venus", "count": 12, "share": 0.5714}
    assert (planets["source"], planets["explanation"]) == (PLANETS["source"], PLANETS["explanation"])
    assert (sums["index"], sums["missed"], sums["source"]) == (1, 1, None)


def test_wrong_answers_chosen_by_under_5_percent_are_flagged_as_nobody_fell_for_this():
    report = misconception_report([PLANETS], players(*[("Venus",)] * 19, ("Jupiter",), *[("Mars",)] * 20))
    flagged = {c["choice"]: c["nobody_fell_for_this"] for c in report["questions"][0]["choices"]}
    # Jupiter: 1 in 40 (2.5%); Pluto: nobody; the right answer is never flagged.
    assert flagged == {"Mars": False, "Venus": False, "Jupiter": True, "Pluto": True}


def test_from_20_players_each_question_says_how_well_it_separated_strong_from_weak():
    strong = [("Mars", "4")] * 10
    weak = [("Venus", "5")] * 8 + [("Venus", "4"), ("Mars", "5")]
    report = misconception_report([PLANETS, SUM], players(*strong, *weak))
    planets = report["questions"][0]
    assert planets["point_biserial"] is not None and planets["point_biserial"] > 0.3
    assert planets["discrimination"] == "Separates strong from weak players well"
    below = misconception_report([PLANETS, SUM], players(*strong[:9], *weak))
    assert (below["questions"][0]["point_biserial"], below["questions"][0]["discrimination"]) == (None, None)


def test_a_question_met_by_fewer_than_20_players_has_no_figure_even_in_a_game_of_20():
    strong = [("Mars", "4")] * 10
    weak = [("Venus", "5")] * 8 + [("Venus", "4"), ("Mars", "5")]
    class_ = players(*strong, *weak)
    class_[0] = PlayerAnswers({1: ("4", True)})  # joined late: never met the first question
    planets = misconception_report([PLANETS, SUM], class_)["questions"][0]
    assert (planets["index"], planets["players"]) == (0, 19)
    assert (planets["point_biserial"], planets["discrimination"]) == (None, None)


def test_a_question_strong_players_miss_is_flagged_for_its_key():
    strong = [("Venus", "4")] * 10
    weak = [("Mars", "5")] * 10
    report = misconception_report([PLANETS, SUM], players(*strong, *weak))
    planets = next(q for q in report["questions"] if q["index"] == 0)
    assert planets["point_biserial"] == -1.0
    assert planets["discrimination"] == DISCRIMINATION_REVERSED


def test_point_biserial_matches_the_textbook_figure():
    # Right: rest scores 3, 4, 5; wrong: 1, 2 -> (4 - 1.5) / sd(1..5 = 1.414) * sqrt(0.6 * 0.4)
    assert point_biserial([True, True, True, False, False], [3, 4, 5, 1, 2]) == 0.87
    assert point_biserial([True, True], [1, 2]) is None
