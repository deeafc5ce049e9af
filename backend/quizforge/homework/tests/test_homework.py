"""Homework (CONTRACT §8): assigning, due dates, names, resuming, answers checked once by the server,
owner-only progress and the live game's results."""

import threading
from datetime import timedelta

import pytest
from django.db import connection
from django.utils import timezone
from rest_framework.test import APIClient

from quizforge.accounts.testing import client_for, make_user
from quizforge.homework.models import Homework, HomeworkPupil
from quizforge.multiplayer.models import GameAnswer
from quizforge.quizzes.models import SavedQuiz

QUESTIONS = [
    {
        "question": f"Question {n}?",
        "choices": [f"right {n}", f"wrong {n}", "other", "none"],
        "correct_answer": f"right {n}",
        "explanation": f"Because {n}.",
    }
    for n in range(1, 4)
]


@pytest.fixture
def owner(db):
    return make_user("teacher@example.com")


@pytest.fixture
def quiz(owner):
    return SavedQuiz.objects.create(user=owner, title="Cells", questions=QUESTIONS)


def _assign(owner, quiz, *, due_in=timedelta(days=2), time_per_question=None):
    due = (timezone.now() + due_in).isoformat()
    answer = client_for(owner).post(
        "/api/homework/",
        {"quiz_id": quiz.pk, "due_at": due, "time_per_question": time_per_question},
        format="json",
    )
    assert answer.status_code == 201, answer.json()
    return answer.json()


def _join(code, name, token=None):
    body = {"name": name} if token is None else {"name": name, "player_token": token}
    return APIClient().post(f"/api/homework/{code}/join/", body, format="json")


def _state(code, token):
    return APIClient().post(f"/api/homework/{code}/state/", {"player_token": token}, format="json")


def _answer(code, token, index, answer):
    body = {"player_token": token, "question_index": index, "answer": answer}
    return APIClient().post(f"/api/homework/{code}/answer/", body, format="json")


def _close(code):
    Homework.objects.filter(code=code).update(due_at=timezone.now() - timedelta(minutes=1))


def test_the_owner_assigns_a_quiz_and_gets_a_code_and_link(owner, quiz):
    made = _assign(owner, quiz, time_per_question=30)
    assert len(made["code"]) == 6 and set(made["code"]) <= set("ABCDEFGHJKMNPQRSTUVWXYZ23456789")
    assert made["link"].endswith(f"/homework/{made['code']}")
    assert (made["quiz_title"], made["total_questions"], made["time_per_question"]) == ("Cells", 3, 30)
    public = APIClient().get(f"/api/homework/{made['code'].lower()}/").json()
    assert (public["quiz_title"], public["closed"]) == ("Cells", False)
    assert "correct_answer" not in str(public)


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"due_at": "2020-01-01T10:00:00Z", "time_per_question": None}, "due_at"),
        ({"due_at": "tomorrow", "time_per_question": None}, "due_at"),
        ({"time_per_question": None}, "due_at"),
        ({"due_at": "2999-01-01T10:00:00Z", "time_per_question": None}, "due_at"),
        ({"due_at": "+1d", "time_per_question": 7}, "time_per_question"),
        ({"due_at": "+1d", "time_per_question": 125}, "time_per_question"),
    ],
)
def test_bad_settings_are_refused_with_a_sentence(owner, quiz, body, field):
    if body.get("due_at") == "+1d":
        body = {**body, "due_at": (timezone.now() + timedelta(days=1)).isoformat()}
    answer = client_for(owner).post("/api/homework/", {"quiz_id": quiz.pk, **body}, format="json")
    assert answer.status_code == 400
    assert answer.json()["error"] and field in answer.json()["details"]
    assert not Homework.objects.exists()


def test_only_the_owner_of_a_quiz_assigns_it(owner, quiz):
    other = make_user("other@example.com")
    due = (timezone.now() + timedelta(days=1)).isoformat()
    body = {"quiz_id": quiz.pk, "due_at": due, "time_per_question": None}
    assert client_for(other).post("/api/homework/", body, format="json").status_code == 404
    assert APIClient().post("/api/homework/", body, format="json").status_code == 401


def test_a_pupil_plays_alone_the_server_checks_each_answer_and_scores_accuracy(owner, quiz):
    code = _assign(owner, quiz)["code"]
    token = _join(code, "Ada").json()["player_token"]
    state = _state(code, token).json()
    assert state["status"] == "playing" and state["question"] == {
        "question": "Question 1?",
        "choices": ["right 1", "wrong 1", "other", "none"],
    }
    assert state["deadline"] is None  # no timer
    assert "right 1" not in str({k: v for k, v in state.items() if k != "question"})
    first = _answer(code, token, 0, "right 1").json()
    assert (first["is_correct"], first["correct_answer"], first["explanation"]) == (
        True,
        "right 1",
        "Because 1.",
    )
    _state(code, token)  # the next question is shown when the pupil asks for it
    second = _answer(code, token, 1, "wrong 2").json()
    assert (second["is_correct"], second["correct_answer"]) == (False, "right 2")
    _state(code, token)
    last = _answer(code, token, 2, "right 3").json()
    assert (last["finished"], last["correct_answers"]) == (True, 2)
    final = _state(code, token).json()
    assert (final["status"], final["correct_answers"], final["total_answers"]) == ("finished", 2, 3)
    player = HomeworkPupil.objects.get().player
    assert (player.score, player.correct_answers, player.best_streak) == (2000, 2, 1)  # no streak bonus


def test_an_answer_counts_once_and_only_for_the_question_the_pupil_is_on(owner, quiz):
    code = _assign(owner, quiz)["code"]
    token = _join(code, "Ada").json()["player_token"]
    _state(code, token)
    assert _answer(code, token, 1, "right 2").status_code == 409  # not shown yet
    assert _answer(code, token, 0, "right 1").status_code == 200
    again = _answer(code, token, 0, "wrong 1")
    assert again.status_code == 409 and again.json()["error"] == "This question has already been answered."
    assert GameAnswer.objects.count() == 1


@pytest.mark.django_db(transaction=True)
def test_two_answers_sent_at_the_same_instant_count_once(owner, quiz):
    code = _assign(owner, quiz)["code"]
    token = _join(code, "Ada").json()["player_token"]
    _state(code, token)
    barrier = threading.Barrier(4)
    statuses = []

    def send(choice):
        barrier.wait()
        try:
            statuses.append(_answer(code, token, 0, choice).status_code)
        finally:
            connection.close()

    threads = [threading.Thread(target=send, args=(c,)) for c in ("right 1", "wrong 1", "other", "none")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [200, 409, 409, 409]
    assert GameAnswer.objects.count() == 1
    player = HomeworkPupil.objects.get().player
    assert player.total_answers == 1
    assert sum(HomeworkPupil.objects.get().homework.game.questions[0]["answer_counts"]) == 1


def test_a_pupil_who_leaves_comes_back_where_they_were_on_the_same_device(owner, quiz):
    code = _assign(owner, quiz)["code"]
    token = _join(code, "Ada").json()["player_token"]
    _state(code, token)
    _answer(code, token, 0, "right 1")
    assert _state(code, token).json()["question_index"] == 1  # a new visit: the same place
    again = _join(code, "ada", token)  # the same device, its token, the name in another case
    assert (again.status_code, again.json()["player_token"]) == (200, token)
    assert HomeworkPupil.objects.count() == 1


def test_the_same_name_on_another_device_asks_the_owner_who_lets_it_in(owner, quiz):
    code = _assign(owner, quiz)["code"]
    old = _join(code, "Ada").json()["player_token"]
    _state(code, old)
    _answer(code, old, 0, "right 1")
    asked = _join(code, "ADA")
    assert asked.status_code == 202 and asked.json()["pending"] is True
    new = asked.json()["player_token"]
    assert _state(code, new).json()["status"] == "pending"
    progress = client_for(owner).get(f"/api/homework/{code}/progress/").json()
    assert [r["name"] for r in progress["requests"]] == ["Ada"]
    request_id = progress["requests"][0]["request_id"]
    outsider = make_user("x@example.com")
    assert client_for(outsider).post(f"/api/homework/{code}/requests/{request_id}/allow/").status_code == 404
    assert client_for(owner).post(f"/api/homework/{code}/requests/{request_id}/allow/").status_code == 204
    state = _state(code, new).json()
    assert (state["status"], state["question_index"], state["correct_answers"]) == ("playing", 1, 1)
    assert _state(code, old).status_code == 404  # the old device is no longer that pupil
    assert client_for(owner).get(f"/api/homework/{code}/progress/").json()["requests"] == []


def test_names_follow_the_live_rules(owner, quiz):
    code = _assign(owner, quiz)["code"]
    assert _join(code, "Al").status_code == 400
    assert _join(code, "Host").status_code == 400
    assert _join(code, "Ali\u202ece").status_code == 400
    assert _join(code, "Alice").status_code == 200
    assert _join(code, "\u0410lice").status_code == 202  # a Cyrillic A looks like Alice: asks the owner
    assert _join(code, "  مريم  ").status_code == 200
    assert sorted(HomeworkPupil.objects.values_list("player__name", flat=True)) == ["Alice", "مريم"]


def test_after_the_due_date_the_link_says_closed_and_answers_are_refused(owner, quiz):
    code = _assign(owner, quiz)["code"]
    token = _join(code, "Ada").json()["player_token"]
    _state(code, token)
    _close(code)
    assert APIClient().get(f"/api/homework/{code}/").json()["closed"] is True
    refused = _answer(code, token, 0, "right 1")
    assert refused.status_code == 410 and refused.json()["error"].startswith("This homework is closed")
    assert _join(code, "Bob").status_code == 410
    assert _state(code, token).json()["status"] == "closed"
    assert GameAnswer.objects.count() == 0


def test_the_timer_runs_on_the_server_and_a_late_answer_counts_as_missed(owner, quiz):
    code = _assign(owner, quiz, time_per_question=10)["code"]
    token = _join(code, "Ada").json()["player_token"]
    state = _state(code, token).json()
    assert state["deadline"] - state["server_time"] == 10_000
    HomeworkPupil.objects.update(question_started_at=timezone.now() - timedelta(seconds=30))
    late = _answer(code, token, 0, "right 1").json()
    assert (late["answered"], late["is_correct"]) == (False, False)
    HomeworkPupil.objects.update(question_started_at=timezone.now() - timedelta(seconds=30))
    # away past the deadline: the question is missed, and the next one starts when shown
    back = _state(code, token).json()
    assert (back["question_index"], back["deadline"] - back["server_time"]) == (2, 10_000)
    assert [a.choice for a in GameAnswer.objects.order_by("question_index")] == ["", ""]


def test_the_owner_sees_progress_and_the_live_results_and_csv_others_do_not(owner, quiz):
    code = _assign(owner, quiz)["code"]
    ada = _join(code, "Ada").json()["player_token"]
    bob = _join(code, "Bob").json()["player_token"]
    for index in range(3):
        _state(code, ada)
        _answer(code, ada, index, f"right {index + 1}")
    _state(code, bob)
    _answer(code, bob, 0, "other")
    progress = client_for(owner).get(f"/api/homework/{code}/progress/").json()
    assert [(p["name"], p["answered"], p["finished"], p["rank"]) for p in progress["pupils_progress"]] == [
        ("Ada", 3, True, 1),
        ("Bob", 1, False, 2),
    ]
    assert (progress["pupils"], progress["finished"]) == (2, 1)
    other = client_for(make_user("other@example.com"))
    assert other.get(f"/api/homework/{code}/progress/").status_code == 404
    assert APIClient().get(f"/api/homework/{code}/progress/").status_code == 401
    game_id = progress["game_id"]
    game = client_for(owner).get(f"/api/multiplayer/games/{game_id}/").json()
    assert [(p["name"], p["correct_answers"]) for p in game["players"]] == [("Ada", 3), ("Bob", 0)]
    assert game["questions"][0]["answer_counts"] == [1, 0, 1, 0]
    assert "right 3" not in str(game["questions"][0]["choices"][1:])
    csv = client_for(owner).get(f"/api/multiplayer/games/{game_id}/csv/").content.decode("utf-8-sig")
    assert "Ada" in csv and "no answer" in csv.splitlines()[2]
    assert other.get(f"/api/multiplayer/games/{game_id}/").status_code == 404
    assert [h["code"] for h in client_for(owner).get("/api/homework/").json()["homework"]] == [code]


def test_a_homework_is_not_listed_among_the_owners_live_games(owner, quiz):
    _assign(owner, quiz)

    assert client_for(owner).get("/api/multiplayer/games/").json()["games"] == []


def test_unknown_codes_and_tokens_answer_404(owner, quiz):
    code = _assign(owner, quiz)["code"]
    assert APIClient().get("/api/homework/ZZZZZZ/").status_code == 404
    assert _state(code, "nope").status_code == 404
    assert _answer(code, "nope", 0, "x").status_code == 404


def test_guessing_codes_from_one_address_is_answered_429_after_a_budget(owner, quiz, settings):
    settings.ROOM_CODE_MISSES_PER_ADDRESS = 3
    code = _assign(owner, quiz)["code"]
    answers = [APIClient().get(f"/api/homework/ZZZZZ{n}/").status_code for n in range(2, 7)]
    assert answers == [404, 404, 404, 429, 429]
    assert APIClient().get(f"/api/homework/{code}/").status_code == 200  # a real code still opens


def test_the_owner_may_turn_a_device_away(owner, quiz):
    code = _assign(owner, quiz)["code"]
    old = _join(code, "Ada").json()["player_token"]
    new = _join(code, "Ada").json()["player_token"]
    request_id = client_for(owner).get(f"/api/homework/{code}/progress/").json()["requests"][0]["request_id"]
    assert client_for(owner).post(f"/api/homework/{code}/requests/{request_id}/deny/").status_code == 204
    assert _state(code, new).status_code == 404
    assert _state(code, old).json()["status"] == "playing"


def test_a_name_that_grows_under_nfkc_is_kept(owner, quiz):
    code = _assign(owner, quiz)["code"]
    assert _join(code, "\ufdfa" * 20).status_code == 200  # each character is 18 under NFKC
    assert _join(code, "\ufdfa" * 20).status_code == 202
