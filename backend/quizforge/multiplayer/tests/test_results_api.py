"""Finished games: stored once with every answer, listed and shown to their host only, downloadable as CSV."""

import asyncio
import csv
import io
from datetime import timedelta

import pytest
from asgiref.sync import async_to_sync, sync_to_async
from django.utils import timezone

from quizforge.accounts.testing import client_for, make_user
from quizforge.core.exceptions import ApplicationError, NotFound
from quizforge.multiplayer import clock, events, game, results
from quizforge.multiplayer.game import Seat
from quizforge.multiplayer.models import Game
from quizforge.multiplayer.room_store import EXPIRY_KEY
from quizforge.multiplayer.services import player_add, room_public_get, room_store
from quizforge.multiplayer.tests.helpers import open_first_question, room_new, seated
from quizforge.reviews.models import ReviewItem

pytestmark = pytest.mark.django_db(transaction=True)  # the game stores results from another thread


async def _play(host_user_id: int, *, host_answers: bool = False) -> str:
    """Host, Ada and Bob play three questions: Ada is right every time, Bob once and misses the last; the
    host presents (answers nothing) unless told otherwise."""
    code = await room_new(host_user_id=host_user_id)
    host = await seated(code, "Teacher", is_host=True)
    ada = await seated(code, "Ada")
    bob = await seated(code, "Bob")
    await open_first_question(code)
    for index in range(3):
        if host_answers:
            await game.answer_submit(seat=host, answer="other")
        await game.answer_submit(seat=ada, answer=f"right {index + 1}")
        if index < 2:
            await game.answer_submit(seat=bob, answer=f"right {index + 1}" if index == 1 else "other")
        else:  # Bob never answers: the clock ends the question at its deadline
            snapshot = await room_store().room_snapshot(code=code)
            assert snapshot is not None
            await room_store().room_tick(code=code, now_ms=snapshot.int("deadline_ms"))
        await game.question_next(seat=host)
    return code


def test_a_finished_game_is_stored_with_each_answer(host):
    code = async_to_sync(_play)(host.pk)
    stored = Game.objects.get(code=code)
    players = {p.name: p for p in stored.players.all()}
    assert (stored.quiz_title, stored.host, len(stored.questions)) == ("Cells", host, 3)
    assert [(p.name, p.rank) for p in stored.players.all()] == [("Ada", 1), ("Bob", 2)]  # the host presents
    assert (players["Ada"].correct_answers, players["Ada"].total_answers, players["Ada"].best_streak) == (
        3,
        3,
        3,
    )
    assert (players["Bob"].correct_answers, players["Bob"].total_answers) == (1, 3)
    assert [a.choice for a in players["Bob"].answers.all()] == ["other", "right 2", ""]
    assert all(a.elapsed_ms < 5000 for a in players["Ada"].answers.all())
    assert [(q["answer_counts"], q["present"], q["correct"]) for q in stored.questions] == [
        ([1, 0, 1, 0], 2, 1),
        ([2, 0, 0, 0], 2, 2),
        ([1, 0, 0, 0], 2, 1),
    ]
    assert stored.end_reason == "finished"


def test_a_host_who_answers_is_in_the_results(host):
    code = async_to_sync(_play)(host.pk, host_answers=True)
    stored = Game.objects.get(code=code)
    teacher = stored.players.get(name="Teacher")
    assert teacher.is_host and (teacher.total_answers, teacher.correct_answers) == (3, 0)


def test_the_host_lists_and_reads_its_games_and_no_one_else_does(host, api_client):
    code = async_to_sync(_play)(host.pk)
    owner = client_for(host)
    listed = owner.get("/api/multiplayer/games/").json()["games"]
    assert [(g["code"], g["quiz_title"], g["total_questions"], g["end_reason"]) for g in listed] == [
        (code, "Cells", 3, "finished")
    ]
    detail = owner.get(f"/api/multiplayer/games/{listed[0]['id']}/").json()
    ada = detail["players"][0]
    assert ada["name"] == "Ada" and ada["rank"] == 1 and len(ada["answers"]) == 3
    assert ada["answers"][0]["is_correct"] is True and ada["answers"][0]["points"] == 1000

    stranger = client_for(make_user("stranger@example.com"))
    assert stranger.get("/api/multiplayer/games/").json()["games"] == []
    assert stranger.get(f"/api/multiplayer/games/{listed[0]['id']}/").status_code == 404
    assert stranger.get(f"/api/multiplayer/games/{listed[0]['id']}/csv/").status_code == 404
    assert api_client.get("/api/multiplayer/games/").status_code == 401


def test_the_csv_has_one_row_per_player_and_one_column_per_question(host):
    async_to_sync(_play)(host.pk)
    game_id = Game.objects.get().pk
    response = client_for(host).get(f"/api/multiplayer/games/{game_id}/csv/")
    assert response.status_code == 200 and response["Content-Type"].startswith("text/csv")
    assert "attachment" in response["Content-Disposition"]
    assert response.content.startswith("\ufeff".encode())  # spreadsheet programs then read UTF-8
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert rows[0] == [
        "rank",
        "name",
        "score",
        "correct",
        "answered",
        "accuracy",
        "best_streak",
        "Q1",
        "Q2",
        "Q3",
    ]
    assert rows[1][:7] == ["1", "Ada", rows[1][2], "3", "3", "100%", "3"]
    assert rows[2][:7] == ["2", "Bob", rows[2][2], "1", "3", "33%", "1"]
    assert rows[2][7].startswith("wrong: other") and rows[2][8].startswith("correct: right 2")
    assert rows[2][9] == "no answer"
    assert rows[3] == []  # the host presented: no row; the questions' section follows


def test_the_csv_has_a_section_per_question_with_the_reports_figures(host):
    async_to_sync(_play)(host.pk)
    response = client_for(host).get(f"/api/multiplayer/games/{Game.objects.get().pk}/csv/")
    rows = list(csv.reader(io.StringIO(response.content.decode("utf-8-sig"))))
    section = rows[rows.index([]) + 1 :]
    assert section[0] == [
        "question",
        "text",
        "correct_answer",
        "players",
        "correct",
        "missed",
        "correct_share",
        "most_chosen_wrong_answer",
        "its_share",
        "nobody_fell_for_this",
        "point_biserial",
        "separation",
        "choice_1",
        "choice_2",
        "choice_3",
        "choice_4",
    ]
    # Most missed first: Q1 (Bob chose "other") and Q3 (Bob let time run out), then Q2.
    assert [row[0] for row in section[1:]] == ["Q1", "Q3", "Q2"]
    assert section[1][:12] == [
        "Q1",
        "Question 1?",
        "right 1",
        "2",
        "1",
        "1",
        "50%",
        "other",
        "50%",
        "wrong 1 | none",
        "",
        "",
    ]
    assert section[1][12:] == ["right 1: 1 (50%)", "wrong 1: 0 (0%)", "other: 1 (50%)", "none: 0 (0%)"]
    assert section[2][7:9] == ["", ""]  # no wrong answer was chosen: Bob gave none


def test_the_results_carry_the_report_and_the_quiz_to_edit(host, quiz):
    async def play() -> str:
        code = await room_new(host_user_id=host.pk, quiz_id=quiz.pk)
        teacher, ada, bob = (
            await seated(code, "Teacher", is_host=True),
            await seated(code, "Ada"),
            await seated(code, "Bob"),
        )
        await open_first_question(code)
        await game.answer_submit(seat=ada, answer="right 1")
        await game.answer_submit(seat=bob, answer="other")
        await game.game_end(seat=teacher)
        return code

    code = async_to_sync(play)()
    detail = client_for(host).get(f"/api/multiplayer/games/{Game.objects.get(code=code).pk}/").json()
    assert detail["quiz_id"] == quiz.pk
    report = detail["report"]
    assert (report["players"], report["discrimination_min_players"]) == (2, 20)
    [first] = report["questions"]
    assert (first["index"], first["players"], first["correct"], first["missed"]) == (0, 2, 1, 1)
    assert first["most_chosen_wrong"] == {"choice": "other", "count": 1, "share": 0.5}
    assert [(c["choice"], c["share"], c["nobody_fell_for_this"]) for c in first["choices"]] == [
        ("right 1", 0.5, False),
        ("wrong 1", 0.0, True),
        ("other", 0.5, False),
        ("none", 0.0, True),
    ]
    assert (first["point_biserial"], first["discrimination"]) == (None, None)  # under 20 players


def test_a_game_whose_quiz_was_deleted_meanwhile_keeps_no_link(host, quiz):
    async def play() -> str:
        code = await room_new(host_user_id=host.pk, quiz_id=quiz.pk)
        teacher, ada = await seated(code, "Teacher", is_host=True), await seated(code, "Ada")
        await open_first_question(code)
        await game.answer_submit(seat=ada, answer="right 1")
        await sync_to_async(quiz.delete)()
        await game.game_end(seat=teacher)
        return code

    code = async_to_sync(play)()
    assert Game.objects.get(code=code).quiz_id is None


async def _two_pupils(host_user_id: int) -> tuple[str, Seat, Seat, Seat]:
    code = await room_new(host_user_id=host_user_id)
    host = await seated(code, "Teacher", is_host=True)
    ada, bob = await seated(code, "Ada"), await seated(code, "Bob")
    await open_first_question(code)
    await game.answer_submit(seat=ada, answer="right 1")
    await game.answer_submit(seat=bob, answer="other")
    return code, host, ada, bob


def test_a_game_the_host_ends_early_is_stored_with_the_questions_played(host):
    async def play() -> str:
        code, teacher, ada, _ = await _two_pupils(host.pk)
        await game.question_next(seat=teacher)
        await game.answer_submit(seat=ada, answer="right 2")
        with pytest.raises(ApplicationError, match="Only the host"):
            await game.game_end(seat=ada)
        await game.game_end(seat=teacher)  # mid-question: it counts, Bob timed out
        return code

    code = async_to_sync(play)()
    stored = Game.objects.get(code=code)
    assert stored.end_reason == "ended_by_host" and len(stored.questions) == 2
    players = {p.name: p for p in stored.players.all()}
    assert (players["Ada"].correct_answers, players["Ada"].total_answers) == (2, 2)
    assert [a.choice for a in players["Bob"].answers.all()] == ["other", ""]
    assert stored.questions[1]["present"] == 2 and stored.questions[1]["correct"] == 1


def test_a_room_that_ends_mid_game_is_stored_once_by_whichever_sweep_comes_first(host):
    async def play() -> str:
        code, _, _, _ = await _two_pupils(host.pk)
        store = room_store()
        await store.client.hset(f"qf:room:{{{code}}}", "expires_ms", events.now_ms() - 1)
        await store.client.zadd(EXPIRY_KEY, {code: events.now_ms() - 1})
        swept = await asyncio.gather(*(clock.rooms_expired_sweep() for _ in range(3)))
        assert sum(swept) >= 1
        assert await store.room_snapshot(code=code) is None  # removed once stored
        return code

    code = async_to_sync(play)()
    stored = Game.objects.get(code=code)  # exactly one
    assert stored.end_reason == "expired" and len(stored.questions) == 1
    assert [p.name for p in stored.players.all()] == ["Ada", "Bob"]


def test_a_room_that_ends_in_the_lobby_stores_nothing(host):
    async def play() -> str:
        code = await room_new(host_user_id=host.pk)
        await seated(code, "Ada")
        store = room_store()
        await store.client.hset(f"qf:room:{{{code}}}", "expires_ms", events.now_ms() - 1)
        with pytest.raises(NotFound):  # over, even before a sweep removes it
            await room_public_get(code=code)
        await store.client.zadd(EXPIRY_KEY, {code: events.now_ms() - 1})
        await clock.rooms_expired_sweep()
        assert not await store.room_exists(code=code)
        return code

    code = async_to_sync(play)()
    assert not Game.objects.filter(code=code).exists()


def test_the_sweep_command_stores_a_room_no_socket_is_watching(host):
    from io import StringIO

    from django.core.management import call_command

    async def room_over() -> str:
        code, _, _, _ = await _two_pupils(host.pk)
        store = room_store()
        await store.client.hset(f"qf:room:{{{code}}}", "expires_ms", events.now_ms() - 1)
        await store.client.zadd(EXPIRY_KEY, {code: events.now_ms() - 1})
        return code

    code = async_to_sync(room_over)()
    out = StringIO()
    call_command("live_rooms_sweep", stdout=out)
    assert "room(s) ended" in out.getvalue()
    assert Game.objects.get(code=code).end_reason == "expired"


def _bob_misses_the_first_of_two(host) -> str:
    """Ada is right twice; Bob misses question 1 and gets question 2; the host ends the game. Bob's token."""

    async def play() -> str:
        code = await room_new(host_user_id=host.pk)
        teacher = await seated(code, "Teacher", is_host=True)
        ada = await seated(code, "Ada")
        player, bob_token = await player_add(code=code, name="Bob", is_host=False)
        await room_store().player_connect(code=code, channel="test.bob", token=bob_token, is_host=False)
        bob = Seat(code=code, channel="test.bob", player_id=player["id"], is_host=False)
        await open_first_question(code)
        await game.answer_submit(seat=ada, answer="right 1")
        await game.answer_submit(seat=bob, answer="other")
        await game.question_next(seat=teacher)
        await game.answer_submit(seat=ada, answer="right 2")
        await game.answer_submit(seat=bob, answer="right 2")
        await game.game_end(seat=teacher)
        return bob_token

    return async_to_sync(play)()


def test_each_player_reviews_the_questions_it_missed_with_its_token_and_no_account(host, api_client):
    bob_token = _bob_misses_the_first_of_two(host)
    response = api_client.get(f"/api/multiplayer/review/{bob_token}/")
    assert response.status_code == 200
    review = response.json()
    assert (review["quiz_title"], review["name"], review["questions_played"]) == ("Cells", "Bob", 2)
    assert [(q["question"], q["your_answer"], q["correct_answer"]) for q in review["questions"]] == [
        ("Question 1?", "other", "right 1")
    ]
    assert review["questions"][0]["choices"] == ["right 1", "wrong 1", "other", "none"]
    assert api_client.get("/api/multiplayer/review/not-a-token/").status_code == 404
    Game.objects.all().delete()  # the review lasts as long as the stored results
    assert api_client.get(f"/api/multiplayer/review/{bob_token}/").status_code == 404


def test_a_signed_in_pupils_phone_puts_its_misses_in_its_review_queue_once(host, api_client):
    bob_token = _bob_misses_the_first_of_two(host)
    pupil = make_user(email="bob@example.com")
    phone = client_for(pupil)

    assert api_client.post(f"/api/multiplayer/review/{bob_token}/queue/").status_code == 401
    assert phone.post("/api/multiplayer/review/not-a-token/queue/").status_code == 404
    response = phone.post(f"/api/multiplayer/review/{bob_token}/queue/")

    assert (response.status_code, response.json()) == (200, {"queued": 1})
    item = ReviewItem.objects.get(user=pupil)
    assert (item.question["question"], item.question["correct_answer"], item.step) == (
        "Question 1?",
        "right 1",
        0,
    )
    assert timedelta(hours=23) < item.due_at - timezone.now() <= timedelta(days=1)
    ReviewItem.objects.filter(pk=item.pk).update(step=2)  # reviewed right twice since
    assert phone.post(f"/api/multiplayer/review/{bob_token}/queue/").status_code == 200
    assert list(ReviewItem.objects.filter(user=pupil).values_list("step", flat=True)) == [2]


def test_a_late_joiner_reviews_only_the_questions_it_met_and_the_link_expires(host, api_client, settings):
    async def play() -> str:
        code = await room_new(host_user_id=host.pk, allow_late_join=True)
        teacher = await seated(code, "Teacher", is_host=True)
        ada = await seated(code, "Ada")
        await seated(code, "Bob")
        await open_first_question(code)
        await game.answer_submit(seat=ada, answer="right 1")
        await game.question_end_by_host(seat=teacher)
        player, cleo_token = await player_add(code=code, name="Cleo", is_host=False)  # after question 1
        await room_store().player_connect(code=code, channel="test.cleo", token=cleo_token, is_host=False)
        cleo = Seat(code=code, channel="test.cleo", player_id=player["id"], is_host=False)
        await game.question_next(seat=teacher)
        await game.answer_submit(seat=cleo, answer="wrong 2")
        await game.game_end(seat=teacher)
        return cleo_token

    cleo_token = async_to_sync(play)()
    review = api_client.get(f"/api/multiplayer/review/{cleo_token}/").json()
    assert [(q["question"], q["your_answer"]) for q in review["questions"]] == [("Question 2?", "wrong 2")]
    settings.LIVE_GAME_REVIEW_DAYS = 30
    Game.objects.update(created_at=timezone.now() - timedelta(days=31))
    expired = api_client.get(f"/api/multiplayer/review/{cleo_token}/")
    assert expired.status_code == 404
    assert expired.json()["error"] == results.REVIEW_EXPIRED.format(days=30)
