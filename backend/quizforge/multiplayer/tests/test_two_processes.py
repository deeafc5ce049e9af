"""Two real server processes share Redis and the database: one room's players are split across them and a
whole game is played; the process serving the host is SIGKILLed mid-question and the game goes on."""

import asyncio
import json
import os
import signal
import socket
import subprocess
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from django.conf import settings
from django.db import connection
from rest_framework_simplejwt.tokens import AccessToken
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import InvalidStatus

from quizforge.multiplayer import protocol
from quizforge.multiplayer.models import Game
from quizforge.multiplayer.tests.helpers import room_new

BACKEND_DIR = Path(__file__).resolve().parents[3]

pytestmark = pytest.mark.django_db(transaction=True)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _database_url() -> str:
    db = settings.DATABASES["default"]
    return f"postgres://{db['USER']}@{db['HOST']}:{db['PORT']}/{db['NAME']}"


def _server(port: int) -> subprocess.Popen:
    env = {**os.environ, "DATABASE_URL": _database_url(), "LOG_LEVEL": "ERROR"}
    env.pop("DJANGO_SETTINGS_MODULE", None)
    return subprocess.Popen(
        [
            str(BACKEND_DIR / ".venv/bin/daphne"),
            "-b",
            "127.0.0.1",
            "-p",
            str(port),
            "config.asgi:application",
        ],
        cwd=BACKEND_DIR,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )


def _wait_up(port: int) -> None:
    until = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/health/", timeout=2).close()
            return
        except OSError:
            if time.monotonic() > until:
                raise
            time.sleep(0.3)


def _join_over_http(port: int, code: str, name: str) -> str:
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/api/multiplayer/rooms/{code}/join/",
        data=json.dumps({"code": code, "name": name}).encode(),
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        return json.loads(answer.read())["player_token"]


def _stored_players(code: str) -> int:
    try:
        return Game.objects.get(code=code).players.count()
    finally:
        connection.close()


async def _socket(port: int, code: str, **credentials: Any) -> ClientConnection:
    ws = await connect(f"ws://127.0.0.1:{port}/ws/game/{code}/", origin="http://127.0.0.1:8000")  # type: ignore[arg-type]
    await ws.send(json.dumps({"type": "join_room", **credentials}))
    await _next(ws, "join_success")
    return ws


async def _next(ws: ClientConnection, kind: str, timeout: float = 10) -> dict[str, Any]:
    async with asyncio.timeout(timeout):
        while True:
            body = json.loads(await ws.recv())
            assert protocol.server_message_problems(body) == []
            if body["type"] == kind:
                return body


async def _send(ws: ClientConnection, kind: str, **fields: Any) -> None:
    await ws.send(json.dumps({"type": kind, **fields}))


async def test_a_game_survives_the_death_of_the_process_serving_its_host(host):
    port_a, port_b = _free_port(), _free_port()
    servers = {port_a: _server(port_a), port_b: _server(port_b)}
    try:
        await asyncio.gather(asyncio.to_thread(_wait_up, port_a), asyncio.to_thread(_wait_up, port_b))
        with pytest.raises(InvalidStatus) as refused:  # a websocket path with no route: 404, not 500
            await connect(f"ws://127.0.0.1:{port_a}/ws/nothing/", origin="http://127.0.0.1:8000")  # type: ignore[arg-type]
        assert refused.value.response.status_code == 404
        code = await room_new(host_user_id=host.pk, time_per_question=3)
        host_token = str(AccessToken.for_user(host))
        host_ws = await _socket(port_a, code, name="Teacher", token=host_token)
        players: dict[str, ClientConnection] = {}
        for n, port in enumerate((port_a, port_a, port_b, port_b)):
            token = await asyncio.to_thread(_join_over_http, port, code, f"Pupil {n}")
            players[f"Pupil {n}"] = await _socket(port, code, player_token=token)
        on_b = [players["Pupil 2"], players["Pupil 3"]]

        await _send(host_ws, "start_game")
        everyone = [host_ws, *players.values()]
        starts = await asyncio.gather(*(_next(ws, "question_start") for ws in everyone))
        assert {s["question_index"] for s in starts} == {0}
        for ws in everyone:
            await _send(ws, "submit_answer", answer="right 1")
        results = await asyncio.gather(*(_next(ws, "answer_result") for ws in everyone))
        assert all(r["is_correct"] for r in results)
        await asyncio.gather(*(_next(ws, "question_ended") for ws in everyone))  # everyone answered: at once

        await _send(host_ws, "next_question")
        second = await asyncio.gather(*(_next(ws, "question_start") for ws in on_b))
        deadline = second[0]["deadline"]
        await _send(on_b[0], "submit_answer", answer="right 2")
        servers[port_a].send_signal(signal.SIGKILL)  # the host's process, mid-question
        servers[port_a].wait(timeout=10)

        ended = await asyncio.gather(*(_next(ws, "question_ended") for ws in on_b))
        lateness_ms = ended[0]["server_time"] - deadline
        assert 0 <= lateness_ms < 200, lateness_ms

        host_back = await _socket(port_b, code, name="Teacher", token=host_token)
        assert (await _next(host_back, "question_ended"))["question_index"] == 1
        await _send(host_back, "next_question")
        await asyncio.gather(*(_next(ws, "question_start") for ws in [host_back, *on_b]))
        for ws in [host_back, *on_b]:
            await _send(ws, "submit_answer", answer="right 3")
        await asyncio.gather(*(_next(ws, "question_ended") for ws in on_b))
        await _send(host_back, "next_question")
        finished = await asyncio.gather(*(_next(ws, "game_finished") for ws in [host_back, *on_b]))

        standings = {row["name"]: row for row in finished[0]["leaderboard"]}
        assert set(standings) == {"Teacher", "Pupil 0", "Pupil 1", "Pupil 2", "Pupil 3"}
        assert standings["Pupil 2"]["correct_answers"] == 3 and standings["Pupil 0"]["correct_answers"] == 1
        assert standings["Teacher"]["correct_answers"] == 2
        assert await asyncio.to_thread(_stored_players, code) == 5
        for ws in [host_back, *on_b]:
            await ws.close()
    finally:
        for server in servers.values():
            if server.poll() is None:
                server.send_signal(signal.SIGTERM)
                server.wait(timeout=20)
