"""Finished games: stored once with every answer, listed and shown to their host only, downloadable as CSV."""

import csv
import io

import pytest
from asgiref.sync import async_to_sync

from quizforge.accounts.testing import client_for, make_user
from quizforge.multiplayer import game
from quizforge.multiplayer.models import Game
from quizforge.multiplayer.services import room_store
from quizforge.multiplayer.tests.helpers import open_first_question, room_new, seated

pytestmark = pytest.mark.django_db(transaction=True)  # the game stores results from another thread


async def _play(host_user_id: int) -> str:
    """Host, Ada and Bob play three questions: Ada is right every time, Bob once, the host never answers."""
    code = await room_new(host_user_id=host_user_id)
    host = await seated(code, "Teacher", is_host=True)
    ada = await seated(code, "Ada")
    bob = await seated(code, "Bob")
    await open_first_question(code)
    for index in range(3):
        await game.answer_submit(seat=ada, answer=f"right {index + 1}")
        await game.answer_submit(seat=bob, answer=f"right {index + 1}" if index == 1 else "other")
        await room_store().question_end(code=code, question_index=index)
        await game.question_next(seat=host)
    return code


def test_a_finished_game_is_stored_with_each_answer(host):
    code = async_to_sync(_play)(host.pk)
    stored = Game.objects.get(code=code)
    players = {p.name: p for p in stored.players.all()}
    assert (stored.quiz_title, stored.host, len(stored.questions)) == ("Cells", host, 3)
    assert [(p.name, p.rank) for p in stored.players.all()] == [("Ada", 1), ("Bob", 2), ("Teacher", 3)]
    assert (players["Ada"].correct_answers, players["Ada"].total_answers, players["Ada"].best_streak) == (
        3,
        3,
        3,
    )
    assert (players["Bob"].correct_answers, players["Bob"].total_answers) == (1, 3)
    assert [a.choice for a in players["Bob"].answers.all()] == ["other", "right 2", "other"]
    assert all(a.elapsed_ms < 5000 for a in players["Ada"].answers.all())
    assert players["Teacher"].answers.count() == 0


def test_the_host_lists_and_reads_its_games_and_no_one_else_does(host, api_client):
    code = async_to_sync(_play)(host.pk)
    owner = client_for(host)
    listed = owner.get("/api/multiplayer/games/").json()["games"]
    assert [(g["code"], g["quiz_title"], g["total_questions"]) for g in listed] == [(code, "Cells", 3)]
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
    rows = list(csv.reader(io.StringIO(response.content.decode())))
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
    assert rows[3][1] == "Teacher" and rows[3][7:] == ["", "", ""]
