"""Coming back, being kicked and asking the host, on the real socket: no rank tells an answer while the
clock runs, a stale request never takes a player from its own device, a kick ends the requests for that
player, and the host's "allow" keeps the room's lock and size."""

import pytest
from rest_framework_simplejwt.tokens import AccessToken

from quizforge.core.exceptions import Conflict
from quizforge.multiplayer import consumers, events, game, refusals
from quizforge.multiplayer.refusals import ROOM_FULL, ROOM_LOCKED
from quizforge.multiplayer.room_store import PROCESS_ID, PROCESS_KEY, StoreRefused
from quizforge.multiplayer.services import player_add, player_join, room_store
from quizforge.multiplayer.tests.helpers import room_new, seated
from quizforge.multiplayer.tests.sockets import joined, next_of, send, socket_open

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.fixture(autouse=True)
async def _close_socket_db_connections():
    yield
    from asgiref.sync import sync_to_async
    from django.db import connections

    await sync_to_async(connections.close_all)()


@pytest.fixture(autouse=True)
def _no_countdown(monkeypatch):
    monkeypatch.setattr(events, "COUNTDOWN_S", 0)


async def _host_socket(host):
    code = await room_new(host_user_id=host.pk)
    host_socket, _ = await joined(code, token=str(AccessToken.for_user(host)))
    return code, host_socket


async def _pending(code: str, token: str):
    """The socket of a join that waits for the host."""
    comm = await socket_open(code)
    await send(comm, "join_room", player_token=token)
    await next_of(comm, "rejoin_pending")
    return comm


async def test_no_rank_or_score_on_a_reconnect_tells_an_answer_while_the_question_runs(host):
    code, host_socket = await _host_socket(host)
    _, zed_token = await player_add(code=code, name="Zed", is_host=False)
    zed, _ = await joined(code, player_token=zed_token)
    _, abe_token = await player_add(code=code, name="Abe", is_host=False)
    abe, _ = await joined(code, player_token=abe_token)
    await send(host_socket, "start_game")
    await next_of(abe, "question_start")
    first_tab, before = await joined(code, player_token=abe_token)
    await send(zed, "submit_answer", answer="right 1")  # right
    await next_of(zed, "answer_received")

    second_tab, after = await joined(code, player_token=abe_token)
    assert after["player"]["rank"] == before["player"]["rank"] == 1  # Abe before Zed by name, still
    assert {p["name"]: p["score"] for p in after["room"]["players"]}["Zed"] == 0

    await send(abe, "submit_answer", answer="wrong 1")  # the question ends: now the ranks move
    result = await next_of(abe, "answer_result")
    assert result["player_stats"]["rank"] == 2
    for comm in (host_socket, zed, abe, first_tab, second_tab):
        await comm.disconnect()


async def test_a_request_for_a_player_who_comes_back_is_dropped_and_cannot_be_allowed(host):
    code, host_socket = await _host_socket(host)
    _, ada_token = await player_add(code=code, name="Ada", is_host=False)
    ada, _ = await joined(code, player_token=ada_token)
    await ada.disconnect()
    player, pending = await player_join(code=code, name="Ada", is_host=False)  # someone types her name
    assert player is None
    prankster = await _pending(code, pending)
    asked = await next_of(host_socket, "rejoin_requested")

    back, success = await joined(code, player_token=ada_token)  # Ada's own phone is back
    assert success["player"]["name"] == "Ada"
    assert (await next_of(prankster, "rejoin_denied"))["message"]
    assert (await prankster.receive_output(timeout=2))["code"] == consumers.CLOSE_KICKED
    resolved = await next_of(host_socket, "rejoin_resolved")
    assert resolved == {**resolved, "request_id": asked["request_id"], "allowed": False}

    await send(host_socket, "allow_rejoin", request_id=asked["request_id"])  # the stale tap
    assert (await next_of(host_socket, "error"))["message"] == refusals.NO_REQUEST
    await back.disconnect()
    again, still = await joined(code, player_token=ada_token)  # her token is still hers
    assert still["player_id"] == success["player_id"]
    for comm in (host_socket, again):
        await comm.disconnect()


async def test_allowing_a_request_whose_player_is_connected_again_refuses_and_drops_it():
    """A request made while the player's server process was late with its heartbeat (the player looked
    gone); by the host's tap the player is connected again."""
    code = await room_new()
    await seated(code, "Host", is_host=True)
    ada = await seated(code, "Ada")
    store = room_store()
    await store.client.delete(PROCESS_KEY.format(PROCESS_ID))
    _, pending = await player_join(code=code, name="Ada", is_host=False)
    request_id = (await store.request_list(code=code))[0]["id"]
    await store.process_alive()  # the process catches up: Ada is connected

    result = await store.request_allow(
        code=code, request_id=request_id, player_id="x", now_ms=events.now_ms()
    )
    assert result["refused"] == "player_back"
    assert await store.request_list(code=code) == []
    with pytest.raises(StoreRefused, match="unauthorized"):
        await store.player_connect(code=code, channel="other", token=pending, is_host=False)
    snapshot = await store.room_snapshot(code=code)
    assert snapshot is not None and ada.player_id in snapshot.connected
    assert snapshot.players[ada.player_id]["token"] != pending


async def test_kicking_a_player_turns_away_the_devices_asking_to_be_that_player(host):
    code, host_socket = await _host_socket(host)
    ada_player, ada_token = await player_add(code=code, name="Ada", is_host=False)
    ada, _ = await joined(code, player_token=ada_token)
    await ada.disconnect()
    _, pending = await player_join(code=code, name="Ada", is_host=False)
    waiting = await _pending(code, pending)
    asked = await next_of(host_socket, "rejoin_requested")

    await send(host_socket, "kick_player", player_id=ada_player["id"])
    assert (await next_of(waiting, "rejoin_denied"))["message"]
    assert (await waiting.receive_output(timeout=2))["code"] == consumers.CLOSE_KICKED
    resolved = await next_of(host_socket, "rejoin_resolved")
    assert resolved["request_id"] == asked["request_id"] and resolved["allowed"] is False
    assert await room_store().request_list(code=code) == []
    await host_socket.disconnect()


async def test_a_locked_room_lets_a_disconnected_pupil_ask_but_no_new_or_kicked_name():
    code = await room_new()
    await seated(code, "Host", is_host=True)
    await seated(code, "Ada", connect=False)  # her phone is off
    bob = await seated(code, "Bob")
    store = room_store()
    await store.player_kick(code=code, player_id=bob.player_id)
    await store.room_lock(code=code, locked=True)

    player, _ = await player_join(code=code, name="Ada", is_host=False)
    assert player is None and [r["name"] for r in await store.request_list(code=code)] == ["Ada"]
    for name in ("Cyd", "Bob"):
        with pytest.raises(Conflict, match="locked"):
            await player_join(code=code, name=name, is_host=False)


async def test_letting_a_kicked_name_back_keeps_the_rooms_size_and_lock():
    code = await room_new(max_players=2)
    await seated(code, "Host", is_host=True)
    await seated(code, "Ada")
    bob = await seated(code, "Bob")
    store = room_store()
    await store.player_kick(code=code, player_id=bob.player_id)
    await player_join(code=code, name="Bob", is_host=False)  # asks the host
    await player_add(code=code, name="Cyd", is_host=False)  # the seat is taken meanwhile
    host_seat = game.Seat(code=code, channel="host", player_id="", is_host=True)
    request_id = (await store.request_list(code=code))[0]["id"]

    async def reply(_body):
        return None

    with pytest.raises(Exception, match=ROOM_FULL):
        await game.rejoin_decide(seat=host_seat, request_id=request_id, allow=True, reply=reply)
    snapshot = await store.room_snapshot(code=code)
    assert snapshot is not None and sorted(p["name"] for p in snapshot.players.values()) == [
        "Ada",
        "Cyd",
        "Host",
    ]

    cyd = next(p for p in snapshot.players.values() if p["name"] == "Cyd")
    await store.player_kick(code=code, player_id=cyd["id"])  # a seat is free again, but the room is locked
    await store.room_lock(code=code, locked=True)
    with pytest.raises(Exception, match=ROOM_LOCKED):
        await game.rejoin_decide(seat=host_seat, request_id=request_id, allow=True, reply=reply)
    await store.room_lock(code=code, locked=False)
    await game.rejoin_decide(seat=host_seat, request_id=request_id, allow=True, reply=reply)
    snapshot = await store.room_snapshot(code=code)
    assert snapshot is not None and "Bob" in [p["name"] for p in snapshot.players.values()]
