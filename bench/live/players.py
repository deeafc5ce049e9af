"""Scripted players: join over REST, play over a websocket, time what arrives.

A swarm runs in its own process (the benchmark forks a few so that the clients do not queue behind
one another on one core). Every player follows CONTRACT §7: `join_room {name, player_token}` first,
then answers each question the moment its `question_start` arrives (the last question excepted), and
stops at `game_finished`. Times are wall-clock epoch ms, the same clock as the servers' on one machine.
"""

import asyncio
import http.client
import json
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from typing import Any

from quiz import ANSWERED_QUESTIONS, player_choice
from websockets.asyncio.client import ClientConnection, connect

CONNECT_AT_ONCE = 25
JOIN_THREADS = 8
GAME_TIMEOUT_S = 1200.0  # a safety net only: the benchmark stops a stalled game through abort_flag

# Shared with the benchmark process (fork): how many players have received each question's
# question_ended, so that the host asks for the next question only once the last one reached everyone.
ended_counts: Any = None
# Set by the benchmark process when a game cannot go on: every player closes its socket and reports.
abort_flag: Any = None
joined_count: Any = None  # players whose join_success arrived
open_sockets: set[ClientConnection] = set()


def now_ms() -> float:
    return time.time() * 1000


@dataclass
class PlayerSpec:
    number: int
    name: str
    code: str
    ws_url: str  # ws://127.0.0.1:PORT
    http_host: str  # 127.0.0.1:PORT, where the REST join goes
    source_address: str = "127.0.0.1"  # the player's own address (a school behind one address)
    product: bool = True
    player_token: str = ""


@dataclass
class PlayerLog:
    """What one player saw; the benchmark merges every player's log into the figures."""

    fanout_ms: list[float] = field(default_factory=list)  # question_start receipt - question_start_time
    fanout_server_ms: list[float] = field(default_factory=list)  # question_start receipt - server_time
    fanout_index: list[int] = field(default_factory=list)  # the question of each fanout_ms
    answer_ms: list[float] = field(default_factory=list)  # submit_answer sent -> answer_result received
    deadline_late_ms: list[float] = field(default_factory=list)  # question_ended receipt - deadline
    received_at: list[float] = field(default_factory=list)  # every message's receipt time
    dropped: int = 0  # sockets the server closed before game_finished
    types: dict[str, int] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)
    finished: bool = False

    def merge(self, other: "PlayerLog") -> None:
        self.fanout_ms += other.fanout_ms
        self.fanout_server_ms += other.fanout_server_ms
        self.fanout_index += other.fanout_index
        self.answer_ms += other.answer_ms
        self.deadline_late_ms += other.deadline_late_ms
        self.received_at += other.received_at
        self.dropped += other.dropped
        for kind, count in other.types.items():
            self.types[kind] = self.types.get(kind, 0) + count
        self.errors += other.errors


def rest_join(spec: PlayerSpec) -> str:
    """POST /api/multiplayer/rooms/{CODE}/join/ and return the player token."""
    host, port = spec.http_host.rsplit(":", 1)
    connection = http.client.HTTPConnection(
        host, int(port), timeout=60, source_address=(spec.source_address, 0)
    )
    try:
        body = json.dumps({"code": spec.code, "name": spec.name})
        connection.request(
            "POST",
            f"/api/multiplayer/rooms/{spec.code}/join/",
            body=body,
            headers={"Content-Type": "application/json"},
        )
        response = connection.getresponse()
        payload = response.read()
        if response.status not in (200, 201):
            raise RuntimeError(f"join {spec.name}: {response.status} {payload[:200]!r}")
        return str(json.loads(payload)["player_token"])
    finally:
        connection.close()


def ws_connect(url: str, port_host: str, source_address: str = "127.0.0.1") -> Any:
    """A socket from the player's own address, like its HTTP join (the server paces handshakes per address)."""
    return connect(
        url,
        local_addr=(source_address, 0),
        origin=f"http://{port_host}",  # Channels' origin check wants an allowed host
        compression=None,
        max_size=None,
        open_timeout=60,
        ping_interval=None,
        close_timeout=2,
    )


async def join_room(ws: ClientConnection, hello: dict[str, Any], log: PlayerLog) -> dict[str, Any]:
    """Send join_room and wait for join_success; messages before it are only counted."""
    await ws.send(json.dumps({"type": "join_room", **hello}))
    while True:
        message = json.loads(await ws.recv())
        log.received_at.append(now_ms())
        kind = message.get("type", "?")
        log.types[kind] = log.types.get(kind, 0) + 1
        if kind == "join_success":
            return message
        if kind == "error":
            raise RuntimeError(f"join_room refused: {message}")


class Play:
    """Reacts to the game's messages as a player: answer at once, time the replies."""

    def __init__(self, ws: ClientConnection, number: int, log: PlayerLog, answers: bool = True) -> None:
        self.ws = ws
        self.number = number
        self.log = log
        self.answers = answers
        self.sent_at: dict[int, float] = {}
        self.deadlines: dict[int, float] = {}
        self.index = -1

    async def on_message(self, text: str | bytes, received: float) -> dict[str, Any]:
        message = json.loads(text)
        log = self.log
        log.received_at.append(received)
        kind = message.get("type", "?")
        log.types[kind] = log.types.get(kind, 0) + 1
        if kind == "question_start":
            self.index = int(message["question_index"])
            log.fanout_ms.append(received - float(message.get("question_start_time", received)))
            log.fanout_server_ms.append(received - float(message.get("server_time", received)))
            log.fanout_index.append(self.index)
            self.deadlines[self.index] = float(message["deadline"])
            if self.answers and self.index < ANSWERED_QUESTIONS and not message.get("has_answered"):
                choice = player_choice(self.number, list(message["question"]["choices"]))
                self.sent_at[self.index] = now_ms()
                await self.ws.send(json.dumps({"type": "submit_answer", "answer": choice, "time_taken": 0}))
        elif kind == "answer_result":
            sent = self.sent_at.pop(self.index, None)
            if sent is not None:
                log.answer_ms.append(received - sent)
        elif kind == "question_ended":
            if ended_counts is not None and 0 <= self.index < len(ended_counts):
                with ended_counts.get_lock():
                    ended_counts[self.index] += 1
            if self.index >= ANSWERED_QUESTIONS and self.index in self.deadlines:
                log.deadline_late_ms.append(received - self.deadlines[self.index])
        elif kind == "game_finished":
            log.finished = True
        elif kind == "error":
            log.errors.append(str(message.get("message"))[:200])
        return message


async def play_player(
    spec: PlayerSpec, log: PlayerLog, joined: asyncio.Event, gate: asyncio.Semaphore
) -> None:
    hello = {"name": spec.name, "player_token": spec.player_token or "bare"}
    try:
        async with gate:
            ws = await ws_connect(f"{spec.ws_url}/ws/game/{spec.code}/", spec.http_host, spec.source_address)
            await join_room(ws, hello, log)
        if joined_count is not None:
            with joined_count.get_lock():
                joined_count.value += 1
    except Exception as error:
        log.errors.append(f"connect {spec.name}: {error!r}"[:300])
        joined.set()
        return
    joined.set()
    play = Play(ws, spec.number, log)
    open_sockets.add(ws)
    try:
        async with asyncio.timeout(GAME_TIMEOUT_S):
            async for text in ws:
                received = now_ms()
                await play.on_message(text, received)
                if log.finished:
                    break
    except Exception as error:
        log.errors.append(f"play {spec.name}: {error!r}"[:300])
    finally:
        open_sockets.discard(ws)
        if not log.finished and not (abort_flag is not None and abort_flag.value):
            log.dropped += 1
            log.errors.append(f"{spec.name}: socket closed by the server (code {ws.close_code})")
        await ws.close()


async def close_on_abort() -> None:
    while abort_flag is None or not abort_flag.value:
        await asyncio.sleep(0.1)
    await asyncio.gather(*(ws.close() for ws in list(open_sockets)), return_exceptions=True)


async def swarm(specs: list[PlayerSpec], pipe: Connection) -> None:
    loop = asyncio.get_running_loop()
    logs = [PlayerLog() for _ in specs]
    product = [spec for spec in specs if spec.product]
    if product:
        with ThreadPoolExecutor(JOIN_THREADS) as pool:
            results = await asyncio.gather(
                *(loop.run_in_executor(pool, rest_join, spec) for spec in product), return_exceptions=True
            )
        for spec, result in zip(product, results, strict=True):
            if isinstance(result, BaseException):
                logs[specs.index(spec)].errors.append(str(result)[:300])
            else:
                spec.player_token = result
    gate = asyncio.Semaphore(CONNECT_AT_ONCE)
    events = [asyncio.Event() for _ in specs]
    tasks = [
        asyncio.create_task(play_player(spec, log, event, gate))
        for spec, log, event in zip(specs, logs, events, strict=True)
        if not log.errors
    ]
    for event, log in zip(events, logs, strict=True):
        if not log.errors:
            await event.wait()
    pipe.send(
        ("ready", sum(1 for log in logs if not log.errors), [e for log in logs for e in log.errors][:5])
    )
    watcher = asyncio.create_task(close_on_abort())
    await asyncio.gather(*tasks)
    watcher.cancel()
    total = PlayerLog()
    for log in logs:
        total.merge(log)
    total.finished = all(log.finished for log in logs)
    unfinished = sum(1 for log in logs if not log.finished)
    if unfinished:
        total.errors.append(f"{unfinished} players did not see game_finished")
    pipe.send(("done", total))


def swarm_process(specs: list[PlayerSpec], pipe: Connection, shared: tuple[Any, Any, Any]) -> None:
    """Entry point of a forked client process; `shared`: question_ended counts, abort flag, joined count."""
    global ended_counts, abort_flag, joined_count
    ended_counts, abort_flag, joined_count = shared
    try:
        asyncio.run(swarm(specs, pipe))
    except BaseException as error:  # report instead of dying silently
        pipe.send(("failed", repr(error)))
    finally:
        pipe.close()
