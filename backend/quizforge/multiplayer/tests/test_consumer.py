"""The live-game socket on the real router: authentication, every message and every host-only rule."""

import asyncio
import itertools
import json
import time

import pytest
from rest_framework_simplejwt.tokens import AccessToken

from quizforge.core.exceptions import Conflict
from quizforge.multiplayer import consumers, events
from quizforge.multiplayer.models import Game
from quizforge.multiplayer.services import player_add, player_join, room_public_get, room_store
from quizforge.multiplayer.tests.helpers import deadline_move, room_new
from quizforge.multiplayer.tests.sockets import drain, joined, lobby_until, next_of, send, socket_open

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
async def _close_socket_db_connections():
    """The consumers reach the database from the sync thread; close its connection so teardown can drop it."""
    yield
    from asgiref.sync import sync_to_async
    from django.db import connections

    await sync_to_async(connections.close_all)()


@pytest.fixture(autouse=True)
def _no_countdown(monkeypatch):
    monkeypatch.setattr(events, "COUNTDOWN_S", 0)


async def _room(host, **settings):
    code = await room_new(host_user_id=host.pk, **settings)
    return code, str(AccessToken.for_user(host))


async def _player(code, name):
    _, token = await player_add(code=code, name=name, is_host=False)
    comm, success = await joined(code, name=name, player_token=token)
    return comm, success, token


async def test_an_unknown_room_closes_with_4404():
    comm = await socket_open("ZZZZZZ")
    assert (await comm.receive_output(timeout=2))["code"] == consumers.CLOSE_UNKNOWN_ROOM


async def test_no_credentials_in_time_or_bad_ones_close_with_4401(host, monkeypatch):
    monkeypatch.setattr(consumers, "AUTH_TIMEOUT_S", 0.2)
    code, _ = await _room(host)
    silent = await socket_open(code)
    assert (await silent.receive_output(timeout=2))["code"] == consumers.CLOSE_UNAUTHENTICATED

    for credentials in ({"player_token": "forged"}, {"token": "not-a-jwt"}, {"name": "Ada"}):
        comm = await socket_open(code)
        await send(comm, "join_room", **credentials)
        assert (await next_of(comm, "error"))["message"]
        assert (await comm.receive_output(timeout=2))["code"] == consumers.CLOSE_UNAUTHENTICATED


async def test_another_users_access_token_is_not_the_host(host, db):
    from quizforge.accounts.testing import make_user

    other = await asyncio.to_thread(make_user, "other@example.com")
    code, _ = await _room(host)
    comm = await socket_open(code)
    await send(comm, "join_room", name="Host", token=str(AccessToken.for_user(other)))
    await next_of(comm, "error")
    assert (await comm.receive_output(timeout=2))["code"] == consumers.CLOSE_UNAUTHENTICATED


async def test_a_whole_game_with_every_message_and_the_host_only_rules(host):
    code, token = await _room(host)
    host_socket, host_joined = await joined(code, name="Teacher", token=token)
    assert host_joined["is_host"] and host_joined["room"]["players"][0]["name"] == "Teacher"
    ada, ada_joined, _ = await _player(code, "Ada")
    bob, _, _ = await _player(code, "Bob")
    assert not ada_joined["is_host"]
    came, _, update = await lobby_until(host_socket, joined={"Ada", "Bob"})
    assert came["Ada"]["is_connected"] and update["connected"] == 2 and update["players"] == 2

    for command in ("start_game", "next_question", "pause_game", "resume_game", "end_game", "lock_room"):
        await send(ada, command)
        assert (await next_of(ada, "error"))["message"] == "Only the host can do this."
    await send(ada, "kick_player", player_id=host_joined["player_id"])
    await next_of(ada, "error")

    await send(host_socket, "start_game")
    assert (await next_of(ada, "game_starting"))["countdown"] == 0
    start = await next_of(ada, "question_start")
    assert start["question"] == {
        "question": "Question 1?",
        "choices": ["right 1", "wrong 1", "other", "none"],
    }
    assert "correct_answer" not in json.dumps(start)
    assert start["question_index"] == 0 and start["total_questions"] == 3 and start["has_answered"] is False
    assert start["deadline"] - start["question_start_time"] == 30_000

    await send(ada, "submit_answer", answer="right 1", time_taken=0.2)
    assert (await next_of(ada, "answer_received"))["question_index"] == 0
    count = await next_of(host_socket, "answer_count")
    assert (count["answered"], count["connected"]) == (1, 2)  # the host presents: not waited for
    await send(ada, "submit_answer", answer="wrong 1")
    assert (await next_of(ada, "error"))["message"] == "You have already answered this question."
    assert all("right 1" not in json.dumps(m) for m in await drain(ada))  # no key before the end

    await send(host_socket, "pause_game")
    assert (await next_of(ada, "game_paused"))["remaining_ms"] > 25_000
    await send(bob, "submit_answer", answer="right 1")
    assert (await next_of(bob, "error"))["message"] == "The game is paused."
    await send(host_socket, "resume_game")
    resumed = await next_of(ada, "game_resumed")
    assert resumed["deadline"] > resumed["server_time"] + 25_000

    await send(bob, "submit_answer", answer="wrong 1")  # the last one: the question ends at once
    ada_messages = await drain(ada)
    kinds = [m["type"] for m in ada_messages]
    assert kinds.index("answer_result") == kinds.index("question_ended") - 1
    result = next(m for m in ada_messages if m["type"] == "answer_result")
    assert result["answered"] and result["is_correct"] and result["correct_answer"] == "right 1"
    assert result["points_earned"] == 1000 and result["question_index"] == 0
    assert result["player_stats"] == {
        "score": 1000,
        "rank": 1,
        "current_streak": 1,
        "best_streak": 1,
        "correct_answers": 1,
        "total_answers": 1,
        "accuracy": 100,
    }
    bob_result = await next_of(bob, "answer_result")
    assert not bob_result["is_correct"] and bob_result["player_stats"]["rank"] == 2
    ended = next(m for m in ada_messages if m["type"] == "question_ended")
    assert ended["question"]["question"] == "Question 1?" and ended["question_index"] == 0
    assert ended["correct_answer"] == "right 1" and ended["answer_counts"] == [1, 1, 0, 0]
    assert [(r["name"], r["rank"], r["score"]) for r in ended["leaderboard"]] == [
        ("Ada", 1, 1000),
        ("Bob", 2, 0),
    ]
    assert ended["total_players"] == 2 and ended["source"] is None
    assert set(ended["leaderboard"][0]) >= {
        "id",
        "name",
        "score",
        "current_streak",
        "best_streak",
        "correct_answers",
        "total_answers",
        "accuracy",
        "is_connected",
        "rank",
    }
    host_messages = await drain(host_socket)
    assert "question_ended" in [m["type"] for m in host_messages]
    assert "answer_result" not in [m["type"] for m in host_messages]  # the projector is not a player

    for index in (1, 2):
        await send(host_socket, "next_question")
        assert (await next_of(ada, "question_start"))["question_index"] == index
        await send(ada, "submit_answer", answer=f"right {index + 1}")
        await send(bob, "submit_answer", answer="")
        await next_of(ada, "question_ended")
    await send(host_socket, "next_question")
    mine = await next_of(ada, "your_result")
    assert mine["rank"] == 1 and mine["row"]["name"] == "Ada"
    finished = await next_of(ada, "game_finished")
    assert finished["leaderboard"][0]["name"] == "Ada" and finished["leaderboard"][0]["best_streak"] == 3
    assert finished["leaderboard"][0]["score"] == 1000 + 1100 + 1200
    assert finished["total_players"] == 2 and finished["end_reason"] == "finished"
    assert finished["questions_played"] == 3 and finished["game_id"]

    game = await asyncio.to_thread(lambda: Game.objects.prefetch_related("players__answers").get(code=code))
    players = {p.name: p for p in game.players.all()}
    assert set(players) == {"Ada", "Bob"}  # the host presented
    assert players["Ada"].score == 3300 and players["Ada"].correct_answers == 3
    for comm in (ada, bob, host_socket):
        await comm.disconnect()


async def test_kick_closes_the_socket_with_4403_and_neither_token_nor_name_gets_back_without_the_host(host):
    code, token = await _room(host)
    host_socket, _ = await joined(code, token=token)
    mallory, mallory_joined, mallory_token = await _player(code, "Mallory")
    await send(host_socket, "kick_player", player_id=mallory_joined["player_id"])
    assert (await next_of(mallory, "kicked"))["message"]
    assert (await mallory.receive_output(timeout=2))["code"] == consumers.CLOSE_KICKED
    left = await next_of(host_socket, "player_left")
    assert left["player_id"] == mallory_joined["player_id"] and left["kicked"] is True

    again = await socket_open(code)
    await send(again, "join_room", player_token=mallory_token)
    await next_of(again, "kicked")
    assert (await again.receive_output(timeout=2))["code"] == consumers.CLOSE_KICKED

    # the same name (or a look-alike) waits for the host, who may let it in again
    player, pending = await player_join(code=code, name="MALLORY", is_host=False)
    assert player is None
    waiting = await socket_open(code)
    await send(waiting, "join_room", player_token=pending)
    assert (await next_of(waiting, "rejoin_pending"))["message"]
    asked = await next_of(host_socket, "rejoin_requested")
    assert asked["name"] == "MALLORY"
    await send(host_socket, "allow_rejoin", request_id=asked["request_id"])
    assert (await next_of(host_socket, "rejoin_resolved"))["allowed"] is True
    back = await next_of(waiting, "join_success")
    assert back["player"]["name"] == "MALLORY" and back["player"]["score"] == 0
    for comm in (waiting, host_socket):
        await comm.disconnect()


async def test_a_player_who_reconnects_keeps_score_streak_and_sees_the_running_question(host):
    code, token = await _room(host)
    host_socket, _ = await joined(code, token=token)
    ada, ada_joined, ada_token = await _player(code, "Ada")
    bob, _, _ = await _player(code, "Bob")
    await lobby_until(host_socket, joined={"Ada", "Bob"})
    await send(host_socket, "start_game")
    await next_of(ada, "question_start")
    await send(ada, "submit_answer", answer="right 1")
    await next_of(ada, "answer_received")
    await ada.disconnect()
    await lobby_until(host_socket, left={ada_joined["player_id"]})

    back, success = await joined(code, name="Ada", player_token=ada_token)
    # while the question runs, no score tells whether the answer was right
    assert success["player"]["score"] == 0 and success["player"]["current_streak"] == 0
    running = await next_of(back, "question_start")
    assert running["has_answered"] is True and running["question_index"] == 0
    came, _, _ = await lobby_until(host_socket, joined={"Ada"})
    assert came["Ada"]["is_connected"] is True and came["Ada"]["score"] == 0
    await send(bob, "submit_answer", answer="other")
    result = await next_of(back, "answer_result")
    assert result["player_stats"]["score"] == 1000 and result["player_stats"]["current_streak"] == 1

    await send(host_socket, "next_question")
    await next_of(back, "question_start")
    await back.disconnect()
    again, success = await joined(code, player_token=ada_token)
    assert success["player"]["score"] == 1000 and success["player"]["current_streak"] == 1
    assert (await next_of(again, "question_start"))["has_answered"] is False
    for comm in (again, bob, host_socket):
        await comm.disconnect()


async def test_a_reconnect_during_a_later_leaderboard_gets_that_questions_whole_state(host):
    code, token = await _room(host)
    host_socket, _ = await joined(code, token=token)
    ada, _, ada_token = await _player(code, "Ada")
    await send(host_socket, "start_game")
    await next_of(ada, "question_start")
    await send(ada, "submit_answer", answer="right 1")
    await next_of(ada, "question_ended")
    await next_of(host_socket, "question_ended")
    await ada.disconnect()
    await send(host_socket, "next_question")
    await next_of(host_socket, "question_start")
    await _end_running_question(code)
    assert (await next_of(host_socket, "question_ended"))["question_index"] == 1

    back, success = await joined(code, player_token=ada_token)
    assert success["game_state"] == "ended"
    result = await next_of(back, "answer_result")
    assert (
        result["question_index"] == 1
        and result["answered"] is False
        and result["correct_answer"] == "right 2"
    )
    ended = await next_of(back, "question_ended")
    assert ended["question_index"] == 1 and ended["question"]["question"] == "Question 2?"
    assert ended["question"]["choices"][0] == "right 2" and ended["correct_answer"] == "right 2"
    assert ended["answer_counts"] == [0, 0, 0, 0] and ended["leaderboard"][0]["name"] == "Ada"
    await back.disconnect()
    await host_socket.disconnect()


async def _end_running_question(code: str) -> None:
    """The running question's deadline passes (the clock ends it)."""
    await deadline_move(code, events.now_ms() - 1)


async def test_the_host_resumes_from_any_tab_in_the_current_state_with_the_answer_count(host):
    code, token = await _room(host)
    host_socket, first = await joined(code, name="Teacher", token=token)
    ada, _, _ = await _player(code, "Ada")
    bob, _, _ = await _player(code, "Bob")
    await send(host_socket, "start_game")
    await next_of(ada, "question_start")
    await send(ada, "submit_answer", answer="right 1")
    await next_of(ada, "answer_received")
    await host_socket.disconnect()  # the teacher's tab closes mid-question

    tab, again = await joined(code, token=token)  # another tab, or the projector's browser
    assert again["is_host"] and again["player_id"] == first["player_id"] and again["game_state"] == "open"
    running = await next_of(tab, "question_start")
    assert running["question_index"] == 0
    count = await next_of(tab, "answer_count")
    assert (count["answered"], count["connected"]) == (1, 2)
    await send(bob, "submit_answer", answer="other")
    await next_of(tab, "question_ended")
    await send(tab, "next_question")
    assert (await next_of(ada, "question_start"))["question_index"] == 1
    for comm in (ada, bob, tab):
        await comm.disconnect()


async def test_a_pupil_on_another_device_gets_back_in_as_the_same_player_after_the_hosts_tap(
    host, api_client
):
    code, token = await _room(host)
    host_socket, _ = await joined(code, token=token)
    ada, ada_joined, old_token = await _player(code, "Ada")
    bob, _, _ = await _player(code, "Bob")
    await send(host_socket, "start_game")
    await next_of(ada, "question_start")
    await send(ada, "submit_answer", answer="right 1")
    await next_of(ada, "answer_received")
    await ada.disconnect()  # her phone died

    player, pending = await player_join(code=code, name="Ada", is_host=False)  # the 202 of the join form
    assert player is None
    other_phone = await socket_open(code)
    await send(other_phone, "join_room", name="Ada", player_token=pending)
    await next_of(other_phone, "rejoin_pending")
    asked = await next_of(host_socket, "rejoin_requested")
    assert asked["name"] == "Ada"

    late_host, _ = await joined(code, token=token)  # a host tab that opens now sees the request too
    assert (await next_of(late_host, "rejoin_requested"))["request_id"] == asked["request_id"]
    await send(host_socket, "allow_rejoin", request_id=asked["request_id"])
    success = await next_of(other_phone, "join_success")
    assert success["player_id"] == ada_joined["player_id"]
    assert (await next_of(other_phone, "question_start"))["has_answered"] is True
    await send(bob, "submit_answer", answer="other")
    result = await next_of(other_phone, "answer_result")  # her answer from the old phone counts
    assert result["is_correct"] and result["player_stats"]["score"] == 1000
    assert result["player_stats"]["current_streak"] == 1

    stale = await socket_open(code)
    await send(stale, "join_room", player_token=old_token)  # the dead phone's token no longer works
    await next_of(stale, "error")
    assert (await stale.receive_output(timeout=2))["code"] == consumers.CLOSE_UNAUTHENTICATED
    for comm in (other_phone, bob, host_socket, late_host):
        await comm.disconnect()


async def test_a_refused_rejoin_is_told_and_closed(host):
    code, token = await _room(host)
    host_socket, _ = await joined(code, token=token)
    await player_add(code=code, name="Ada", is_host=False)
    _, pending = await player_join(code=code, name="Ada", is_host=False)
    waiting = await socket_open(code)
    await send(waiting, "join_room", player_token=pending)
    asked = await next_of(host_socket, "rejoin_requested")
    await send(host_socket, "deny_rejoin", request_id=asked["request_id"])
    assert (await next_of(host_socket, "rejoin_resolved"))["allowed"] is False
    assert (await next_of(waiting, "rejoin_denied"))["message"]
    assert (await waiting.receive_output(timeout=2))["code"] == consumers.CLOSE_KICKED
    await host_socket.disconnect()


async def test_the_host_locks_and_unlocks_the_room(host, api_client):
    code, token = await _room(host)
    host_socket, _ = await joined(code, token=token)
    ada, _, _ = await _player(code, "Ada")
    await send(host_socket, "lock_room")
    await next_of(ada, "room_locked")
    with pytest.raises(Conflict, match="locked"):
        await player_add(code=code, name="Bob", is_host=False)
    await send(host_socket, "unlock_room")
    await next_of(ada, "room_unlocked")
    await player_add(code=code, name="Bob", is_host=False)
    for comm in (ada, host_socket):
        await comm.disconnect()


async def test_the_host_ends_the_game_early_and_it_is_stored(host):
    code, token = await _room(host)
    host_socket, _ = await joined(code, token=token)
    ada, _, _ = await _player(code, "Ada")
    await send(host_socket, "end_game")
    assert (await next_of(host_socket, "error"))["message"] == "The game has not started."
    await send(host_socket, "start_game")
    await next_of(ada, "question_start")
    await send(ada, "submit_answer", answer="right 1")
    await next_of(ada, "question_ended")
    await send(host_socket, "end_game")
    assert (await next_of(ada, "your_result"))["rank"] == 1
    finished = await next_of(ada, "game_finished")
    assert finished["end_reason"] == "ended_by_host" and finished["questions_played"] == 1
    stored = await asyncio.to_thread(lambda: Game.objects.get(code=code))
    assert stored.pk == finished["game_id"] and len(stored.questions) == 1
    for comm in (ada, host_socket):
        await comm.disconnect()


async def test_starting_needs_two_connected_players(host):
    code, token = await _room(host)
    host_socket, _ = await joined(code, token=token)
    await player_add(code=code, name="Absent", is_host=False)
    await send(host_socket, "start_game")
    assert (await next_of(host_socket, "error"))["message"] == "You need at least 2 players to start the game"
    await host_socket.disconnect()


async def test_the_server_clock_ends_a_question_at_its_deadline_without_any_message(host):
    code, token = await _room(host, time_per_question=1)
    host_socket, _ = await joined(code, token=token)
    ada, _, _ = await _player(code, "Ada")
    await send(host_socket, "start_game")
    start = await next_of(ada, "question_start")
    ended = await next_of(ada, "question_ended", timeout=3)
    assert 0 <= ended["server_time"] - start["deadline"] < 200
    await ada.disconnect()
    await host_socket.disconnect()


async def test_garbage_oversized_and_flooding_sockets_leave_the_room_working(host):
    code, token = await _room(host)
    host_socket, _ = await joined(code, token=token)
    ada, _, _ = await _player(code, "Ada")
    vandal, _, _ = await _player(code, "Vandal")

    await vandal.send_to(text_data="not json")
    assert (await next_of(vandal, "error"))["message"] == consumers.NOT_JSON
    await vandal.send_to(text_data=json.dumps({"type": "join_room", "pad": "x" * 5000}))
    assert (await next_of(vandal, "error"))["message"] == consumers.TOO_LARGE
    await send(vandal, "make_me_host")
    assert (await next_of(vandal, "error"))["message"] == consumers.UNKNOWN_TYPE
    await vandal.send_to(text_data="[" * 2000 + "]" * 2000)
    assert (await next_of(vandal, "error"))["message"] == consumers.TOO_DEEP
    await vandal.send_to(text_data=json.dumps({"type": "submit_answer", "answer": [[[[["x"]]]]]}))
    assert (await next_of(vandal, "error"))["message"] == consumers.TOO_DEEP
    await vandal.send_to(bytes_data=b"\x00\x01")
    await next_of(vandal, "error")
    began = time.monotonic()
    for _ in range(200):
        await send(vandal, "ping")
    replies = await drain(vandal)
    allowed = consumers.MAX_MESSAGES_PER_S * (1 + time.monotonic() - began)  # a burst, then 20 a second
    assert sum(m["type"] == "pong" for m in replies) <= allowed < 200
    assert any(m.get("message") == consumers.TOO_FAST for m in replies)

    await send(host_socket, "start_game")
    await next_of(ada, "question_start")
    await send(ada, "submit_answer", answer="right 1")
    assert (await next_of(ada, "answer_received"))["question_index"] == 0
    await send(vandal, "submit_answer", answer="other")
    assert (await next_of(ada, "answer_result"))["points_earned"] == 1000
    for comm in (ada, vandal, host_socket):
        await comm.disconnect()


async def test_any_failure_in_a_socket_runs_the_leave_and_leaves_no_ghost_player(host, monkeypatch):
    code, token = await _room(host)
    host_socket, _ = await joined(code, token=token)
    ghost, ghost_joined, _ = await _player(code, "Ghost")
    await lobby_until(host_socket, joined={"Ghost"})

    def broken(text):
        raise RecursionError("deep")

    monkeypatch.setattr(consumers, "_json_object", broken)
    await send(ghost, "ping")
    while (output := await ghost.receive_output(timeout=2))["type"] != "websocket.close":
        assert output["type"] == "websocket.send"
    assert output["code"] == 1011
    _, _, update = await lobby_until(host_socket, left={ghost_joined["player_id"]})
    assert update["connected"] == 0
    snapshot = await room_store().room_snapshot(code=code)
    assert snapshot is not None and ghost_joined["player_id"] not in snapshot.connected
    await host_socket.disconnect()


async def test_a_websocket_path_with_no_route_answers_404():
    from channels.testing import ApplicationCommunicator

    from config.asgi import application

    scope = {
        "type": "websocket",
        "path": "/ws/nothing-here/",
        "headers": [(b"origin", b"http://127.0.0.1:8000"), (b"host", b"127.0.0.1:8000")],
        "query_string": b"",
        "subprotocols": [],
    }
    comm = ApplicationCommunicator(application, scope)
    await comm.send_input({"type": "websocket.connect"})
    answer = await comm.receive_output(timeout=2)
    assert answer["type"] == "websocket.http.response.start" and answer["status"] == 404


async def test_the_first_question_comes_three_seconds_after_game_starting(host, monkeypatch):
    monkeypatch.setattr(events, "COUNTDOWN_S", 3)
    code, token = await _room(host)
    host_socket, _ = await joined(code, token=token)
    ada, _, _ = await _player(code, "Ada")
    await send(host_socket, "start_game")
    starting = await next_of(ada, "game_starting")
    assert starting["countdown"] == 3
    start = await next_of(ada, "question_start", timeout=5)
    assert 3000 <= start["server_time"] - starting["server_time"] < 4000
    assert start["question_start_time"] == starting["starts_at"]
    await ada.disconnect()
    await host_socket.disconnect()


async def test_answer_counts_reach_the_room_once_a_second_when_changed_and_the_last_one_always(host):
    code, token = await _room(host)
    host_socket, _ = await joined(code, token=token)
    pupils = [(await _player(code, f"Pupil {n}"))[0] for n in range(6)]
    await send(host_socket, "start_game")
    await next_of(host_socket, "question_start")
    began = time.monotonic()
    for pupil in pupils[:5]:
        await send(pupil, "submit_answer", answer="right 1")
    await asyncio.sleep(1.2)
    counts = [m for m in await drain(host_socket) if m["type"] == "answer_count"]
    elapsed = time.monotonic() - began
    assert 1 <= len(counts) <= 1 + elapsed / 1.0
    assert counts[-1]["answered"] == 5 and counts[-1]["connected"] == 6  # the pupils: the host presents
    answered = [m["answered"] for m in counts]
    assert answered == sorted(set(answered))  # never the same count twice
    gaps = [b["server_time"] - a["server_time"] for a, b in itertools.pairwise(counts)]
    assert all(gap >= 900 for gap in gaps)
    for comm in (host_socket, *pupils):
        await comm.disconnect()


async def test_socket_messages_do_not_wait_for_the_database_clean_up_thread(host, monkeypatch):
    from channels import consumer as channels_consumer

    hops = []

    async def counted() -> None:
        hops.append(1)

    monkeypatch.setattr(channels_consumer, "aclose_old_connections", counted)
    code, token = await _room(host)
    host_socket, _ = await joined(code, token=token)
    ada, _, _ = await _player(code, "Ada")
    await send(host_socket, "start_game")
    await next_of(ada, "question_start")
    await send(ada, "submit_answer", answer="right 1")
    assert (await next_of(ada, "answer_result"))["points_earned"] == 1000
    assert hops == []
    for comm in (ada, host_socket):
        await comm.disconnect()


def test_the_socket_handles_exactly_the_client_messages_of_the_protocol():
    from quizforge.multiplayer import protocol

    consumer = consumers.GameConsumer()
    assert set(consumer._handlers()) | {"join_room", "ping"} == set(protocol.CLIENT)


async def test_a_class_joining_at_once_is_announced_in_a_few_lobby_updates_with_the_count(host):
    code, token = await _room(host)
    host_socket, _ = await joined(code, token=token)
    names = [f"Pupil {n}" for n in range(20)]
    pupils = await asyncio.gather(*(_player(code, name) for name in names))
    came, _, last = await lobby_until(host_socket, joined=set(names))
    updates = 1 + len([m for m in await drain(host_socket) if m["type"] == "lobby_update"])
    seen_by_pupil = [m for m in await drain(pupils[0][0]) if m["type"] == "lobby_update"]
    assert all(row["is_connected"] for row in came.values())
    assert last["connected"] == 20 and last["players"] == 20
    assert updates <= 5  # one a quarter second, not one per join (20)
    assert len(seen_by_pupil) <= 5
    for comm, _, _ in pupils:
        await comm.disconnect()
    _, _, last = await lobby_until(host_socket, left={success["player_id"] for _, success, _ in pupils})
    assert last["connected"] == 0 and last["players"] == 20
    await host_socket.disconnect()


async def test_the_host_gives_extra_time_in_the_lobby_and_ends_a_question_without_a_timer(host):
    code, token = await _room(host, timer="none", scoring="accuracy")
    host_socket, host_joined = await joined(code, token=token)
    assert (host_joined["room"]["timer"], host_joined["room"]["scoring"]) == ("none", "accuracy")
    ada, ada_joined, _ = await _player(code, "Ada")
    bob, _, _ = await _player(code, "Bob")
    await lobby_until(host_socket, joined={"Ada", "Bob"})
    await send(host_socket, "set_extra_time", player_id=ada_joined["player_id"], factor=2)
    given = await next_of(ada, "extra_time_set")
    assert given["player_id"] == ada_joined["player_id"] and given["extra_time"] == 2
    await send(host_socket, "start_game")
    start = await next_of(bob, "question_start")
    assert start["deadline"] == 0  # no timer: nobody's clock runs
    assert "extra_deadlines" not in {m["type"] for m in await drain(ada)}
    await send(bob, "end_question")
    assert (await next_of(bob, "error"))["message"] == "Only the host can do this."
    await send(ada, "submit_answer", answer="right 1")
    await next_of(ada, "answer_received")
    await send(host_socket, "end_question")
    result = await next_of(ada, "answer_result")
    assert (result["is_correct"], result["points_earned"]) == (True, 1000)
    assert (await next_of(bob, "answer_result"))["answered"] is False
    for comm in (ada, bob, host_socket):
        await comm.disconnect()


async def test_only_the_host_and_that_pupil_learn_who_has_extra_time(host):
    code, token = await _room(host, time_per_question=10)
    host_socket, _ = await joined(code, token=token)
    ada, ada_joined, ada_token = await _player(code, "Ada")
    bob, _, bob_token = await _player(code, "Bob")
    await lobby_until(host_socket, joined={"Ada", "Bob"})
    ada_id = ada_joined["player_id"]
    await send(host_socket, "set_extra_time", player_id=ada_id, factor=2)
    assert (await next_of(host_socket, "extra_time_set"))["extra_time"] == 2
    assert (await next_of(ada, "extra_time_set"))["extra_time"] == 2
    assert "extra_time_set" not in {m["type"] for m in await drain(bob)}
    public = await room_public_get(code=code)
    assert all("extra_time" not in row for row in public["players"])  # GET /api/multiplayer/rooms/{CODE}/

    await send(host_socket, "start_game")
    start = await next_of(bob, "question_start", timeout=6)
    assert "extra_deadlines" not in start
    assert "extra_deadlines" not in {m["type"] for m in await drain(bob)}
    own = await next_of(ada, "extra_deadlines", timeout=6)
    assert own["extra_deadlines"] == {ada_id: start["question_start_time"] + 20_000}
    assert (await next_of(host_socket, "extra_deadlines", timeout=6))["extra_deadlines"] == own[
        "extra_deadlines"
    ]

    bob_again, bob_rejoined = await joined(code, player_token=bob_token)
    bobs_rows = {row["name"]: row for row in bob_rejoined["room"]["players"]}
    assert "extra_time" not in bobs_rows["Ada"] and bobs_rows["Bob"]["extra_time"] == 1  # only its own
    assert "extra_deadlines" not in {m["type"] for m in await drain(bob_again)}
    await ada.disconnect()
    ada_again, ada_rejoined = await joined(code, player_token=ada_token)
    assert ada_rejoined["player"]["extra_time"] == 2
    rows = {row["name"]: row for row in ada_rejoined["room"]["players"]}
    assert rows["Ada"]["extra_time"] == 2 and "extra_time" not in rows["Bob"]
    assert (await next_of(ada_again, "extra_deadlines"))["extra_deadlines"] == own["extra_deadlines"]
    for comm in (ada_again, bob, bob_again, host_socket):
        await comm.disconnect()
