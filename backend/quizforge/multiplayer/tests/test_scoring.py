from quizforge.multiplayer import scoring


def test_full_points_under_half_a_second_then_down_to_half_at_the_deadline():
    assert scoring.answer_points(elapsed_s=0.0, time_per_question_s=30) == 1000
    assert scoring.answer_points(elapsed_s=0.49, time_per_question_s=30) == 1000
    assert scoring.answer_points(elapsed_s=15, time_per_question_s=30) == 750
    assert scoring.answer_points(elapsed_s=30, time_per_question_s=30) == 500
    assert scoring.answer_points(elapsed_s=3, time_per_question_s=10) == round(1000 * (1 - 0.3 / 2))


def test_streak_bonus_is_100_per_answer_after_the_first_at_most_500():
    assert [scoring.streak_bonus(streak=n) for n in range(1, 9)] == [0, 100, 200, 300, 400, 500, 500, 500]


def test_wrong_or_late_answers_earn_nothing_and_reset_the_streak():
    wrong = scoring.answer_score(
        is_correct=False, on_time=True, elapsed_s=1, time_per_question_s=30, streak_before=4
    )
    late = scoring.answer_score(
        is_correct=True, on_time=False, elapsed_s=31, time_per_question_s=30, streak_before=4
    )
    assert (wrong.points, wrong.streak, late.points, late.streak) == (0, 0, 0, 0)


def test_a_third_correct_answer_in_a_row_adds_200():
    score = scoring.answer_score(
        is_correct=True, on_time=True, elapsed_s=0.2, time_per_question_s=30, streak_before=2
    )
    assert (score.is_correct, score.points, score.streak) == (True, 1200, 3)


def test_standings_break_ties_by_correct_answers_then_earlier_last_correct():
    rows = [
        {"name": "late", "score": 1000, "correct_answers": 1, "last_correct_ms": 900},
        {"name": "early", "score": 1000, "correct_answers": 1, "last_correct_ms": 100},
        {"name": "more", "score": 1000, "correct_answers": 2, "last_correct_ms": 950},
        {"name": "top", "score": 2000, "correct_answers": 1, "last_correct_ms": 999},
    ]
    ranked = scoring.standings(rows)
    assert [(r["name"], r["rank"]) for r in ranked] == [("top", 1), ("more", 2), ("early", 3), ("late", 4)]


def test_accuracy_is_a_whole_percent_of_given_answers():
    assert scoring.accuracy(correct=2, answered=3) == 67
    assert scoring.accuracy(correct=0, answered=0) == 0


def test_accuracy_scoring_gives_1000_for_a_right_answer_however_slow_and_never_a_streak_bonus():
    slow = scoring.answer_score(
        is_correct=True,
        on_time=True,
        elapsed_s=29,
        time_per_question_s=30,
        streak_before=4,
        scoring="accuracy",
    )
    late = scoring.answer_score(
        is_correct=True,
        on_time=False,
        elapsed_s=31,
        time_per_question_s=30,
        streak_before=4,
        scoring="accuracy",
    )
    assert (slow.points, slow.streak, late.points) == (1000, 5, 0)


def test_accuracy_standings_rank_by_correct_answers_and_ties_share_a_rank():
    rows = [
        {"name": "fast", "score": 1000, "correct_answers": 1, "last_correct_ms": 100},
        {"name": "best", "score": 2000, "correct_answers": 2, "last_correct_ms": 999},
        {"name": "Slow", "score": 1000, "correct_answers": 1, "last_correct_ms": 900},
        {"name": "none", "score": 0, "correct_answers": 0, "last_correct_ms": 0},
    ]
    ranked = scoring.standings(rows, scoring="accuracy")
    assert [(r["name"], r["rank"]) for r in ranked] == [("best", 1), ("fast", 2), ("Slow", 2), ("none", 4)]
