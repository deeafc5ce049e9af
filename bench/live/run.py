"""Live games benchmark: the product's websocket server against a bare broadcast server, same clients.

    backend/.venv/bin/python bench/live/run.py [--targets bare,product,websockets] [--scenarios 1,2,3]

Starts every server itself on free ports (the product's daphne processes on REDIS_URL and
DATABASE_URL), then plays, for each scenario, one game per target with scripted players (see
players.py and README.md) and prints the figures beside the goals of issue 29.
"""

import argparse
import asyncio
import json
import multiprocessing
import os
import resource
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import procstat
from players import Play, PlayerLog, PlayerSpec, join_room, now_ms, swarm_process, ws_connect
from quiz import ANSWERED_QUESTIONS, QUESTIONS_TOTAL

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
BACKEND = REPO / "backend"
VENV_BIN = BACKEND / ".venv" / "bin"
LOG_DIR = Path(os.environ.get("LIVE_BENCH_LOG_DIR", "/tmp/quizforge-live-bench"))
PRODUCT_TIME_PER_QUESTION = 10  # the spec's smallest setting
BARE_TIME_PER_QUESTION = 3
STEP_TIMEOUT_S = 90.0
JOIN_TIMEOUT_S = 420.0
SETTLE_S = 0.3
# After a question has ended for everyone, the host waits this long before the next one (a real host
# takes seconds), so that each question_start goes out to sockets that are not still busy.
PAUSE_S = 0.2


@dataclass
class Scenario:
    key: str
    title: str
    rooms: int
    room_size: int  # sockets per room, the host included
    processes: int


SCENARIOS = [
    Scenario("1", "one room of 100 players, one process", 1, 100, 1),
    Scenario("2", "10 rooms of 100 players, one process", 10, 100, 1),
    Scenario("3", "one room of 1,000 players, two processes", 1, 1000, 2),
    Scenario("4", "one room of 2,000 players, two processes", 1, 2000, 2),
]
LOBBY_TYPES = ("lobby_update", "player_joined", "player_left")


# --- servers ----------------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class Server:
    port: int
    process: subprocess.Popen[bytes]

    @property
    def pid(self) -> int:
        return self.process.pid

    @property
    def http_host(self) -> str:
        return f"127.0.0.1:{self.port}"


def wait_listening(server: Server, timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if server.process.poll() is not None:
            raise RuntimeError(f"server on port {server.port} exited with {server.process.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", server.port), timeout=1):
                return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"server on port {server.port} did not listen within {timeout} s")


def start_server(name: str, command: list[str], cwd: Path, env: dict[str, str]) -> Server:
    port = free_port()
    LOG_DIR.mkdir(parents=True, exist_ok=True)
    log = open(LOG_DIR / f"{name}-{port}.log", "wb")  # noqa: SIM115 (lives as long as the server)
    argv = [part.replace("{port}", str(port)) for part in command]
    process = subprocess.Popen(argv, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT)
    return Server(port, process)


def stop_servers(servers: list[Server]) -> None:
    for server in servers:
        if server.process.poll() is None:
            server.process.send_signal(signal.SIGTERM)
    for server in servers:
        try:
            server.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.process.kill()


# --- targets: what is served and how a room is made ---------------------------------------------------


@dataclass
class Room:
    code: str
    host_hello: dict[str, Any]


class Target:
    name = ""
    description = ""

    def __init__(self) -> None:
        self.servers: list[Server] = []

    def start(self, processes: int) -> None:
        raise NotImplementedError

    def make_rooms(self, scenario: Scenario, run: int) -> list[Room]:
        raise NotImplementedError

    def host_servers(self, scenario: Scenario) -> list[Server]:
        """Where the host's sockets go: the bare servers share nothing, so each process needs its own."""
        return self.servers[:1]

    def extra_pids(self) -> list[int]:
        return []


class BareDaphne(Target):
    name = "bare"
    description = "raw ASGI app under daphne (bench/live/bare_server.py), rooms in a dict"

    def command(self) -> list[str]:
        return [str(VENV_BIN / "daphne"), "-b", "127.0.0.1", "-p", "{port}", "bare_server:application"]

    def start(self, processes: int) -> None:
        env = {**os.environ, "PYTHONPATH": str(HERE)}
        for _ in range(processes):
            self.servers.append(start_server(self.name, self.command(), HERE, env))
        for server in self.servers:
            wait_listening(server)

    def make_rooms(self, scenario: Scenario, run: int) -> list[Room]:
        return [
            Room(f"B{run:02d}{index:03d}", {"name": "Host", "token": "bare"})
            for index in range(scenario.rooms)
        ]

    def host_servers(self, scenario: Scenario) -> list[Server]:
        return self.servers[: scenario.processes]


class BareWebsockets(BareDaphne):
    name = "websockets"
    description = "the same rooms on the `websockets` library's asyncio server"

    def command(self) -> list[str]:
        return [str(VENV_BIN / "python"), "bare_server.py", "{port}"]


class Product(Target):
    name = "product"
    description = "QuizForge: daphne + Channels + channels-redis + room state in Redis"

    def __init__(self) -> None:
        super().__init__()
        self.env = {
            **os.environ,
            "DJANGO_SETTINGS_MODULE": "config.django.base",
            "DEBUG": "false",
            # a class of 100 behind one school address joins at once: the bench measures the server's cost,
            # not issue 27's pace of joins per address (20 at once, then 2 a second, by default)
            "THROTTLE_ROOM_JOIN_ROOM_BURST": os.environ.get("THROTTLE_ROOM_JOIN_ROOM_BURST", "100"),
            # one host account opens every room of every run (issue 27 bounds a user to 10 at once)
            "LIVE_ROOMS_PER_USER": "1000",
            "LIVE_ROOMS_PER_USER_PER_HOUR": "1000",
        }
        if not os.environ.get("REDIS_URL"):
            raise SystemExit("REDIS_URL must be set for the product (see bench/live/README.md)")
        self.access_token = ""
        self.quiz_id = 0

    def start(self, processes: int) -> None:
        subprocess.run(
            [str(VENV_BIN / "python"), "manage.py", "migrate", "--noinput", "-v", "0"],
            cwd=BACKEND,
            env=self.env,
            check=True,
        )
        setup = subprocess.run(
            [str(VENV_BIN / "python"), str(HERE / "django_setup.py")],
            env={**self.env, "JWT_ACCESS_MINUTES": "120"},
            capture_output=True,
            text=True,
            check=True,
        )
        account = json.loads(setup.stdout.strip().splitlines()[-1])
        self.access_token = account["access_token"]
        self.quiz_id = account["quiz_id"]
        # LIVE_BENCH_PRODUCT_APP serves another ASGI application (a variant under trial) in its place
        app = os.environ.get("LIVE_BENCH_PRODUCT_APP", "config.asgi:application")
        command = [str(VENV_BIN / "daphne"), "-b", "127.0.0.1", "-p", "{port}", app]
        for _ in range(processes):
            self.servers.append(start_server(self.name, command, BACKEND, self.env))
        for server in self.servers:
            wait_listening(server)

    def api(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        request = urllib.request.Request(
            f"http://{self.servers[0].http_host}{path}",
            data=json.dumps(body).encode() if body is not None else None,
            method=method,
            headers={"Content-Type": "application/json", "Authorization": f"Bearer {self.access_token}"},
        )
        with urllib.request.urlopen(request, timeout=30) as response:  # noqa: S310
            return json.loads(response.read())

    def make_rooms(self, scenario: Scenario, run: int) -> list[Room]:
        rooms = []
        for _ in range(scenario.rooms):
            if scenario.room_size > 100:
                code = self.wide_room(scenario.room_size)
            else:
                code = self.api(
                    "POST",
                    "/api/multiplayer/rooms/create_room/",
                    {
                        "quiz_id": self.quiz_id,
                        "max_players": scenario.room_size,
                        "time_per_question": PRODUCT_TIME_PER_QUESTION,
                        "show_leaderboard_after_each": True,
                        "allow_late_join": False,
                    },
                )["code"]
            rooms.append(Room(code, {"name": "Host", "token": self.access_token}))
        return rooms

    def wide_room(self, max_players: int) -> str:
        """The spec's slider stops at 100 players: the 1,000-player room comes from the room service."""
        created = subprocess.run(
            [
                str(VENV_BIN / "python"),
                str(HERE / "django_setup.py"),
                "wide-room",
                str(self.quiz_id),
                str(max_players),
                str(PRODUCT_TIME_PER_QUESTION),
            ],
            env=self.env,
            capture_output=True,
            text=True,
            check=True,
        )
        return str(json.loads(created.stdout.strip().splitlines()[-1])["code"])

    def extra_pids(self) -> list[int]:
        import redis

        info = redis.Redis.from_url(os.environ["REDIS_URL"]).info("server")
        return [int(info["process_id"])]


TARGETS: dict[str, type[Target]] = {"bare": BareDaphne, "product": Product, "websockets": BareWebsockets}


# --- one game -----------------------------------------------------------------------------------------


@dataclass
class GameResult:
    target: str
    scenario: Scenario
    players: int = 0
    log: PlayerLog = field(default_factory=PlayerLog)
    cpu_s: float = 0.0
    redis_cpu_s: float = 0.0
    window_messages: int = 0
    window_s: float = 0.0
    rss_before: int = 0
    rss_after: int = 0
    errors: list[str] = field(default_factory=list)
    game_s: float = 0.0
    load: float = 0.0  # the machine's 1-minute load average when the game ended
    join_s: float = 0.0  # from the first REST join to every player's join_success
    settle_s: float = 0.0  # then until the servers went quiet (the joins' announcements delivered)
    window_start: float = 0.0
    window_end: float = 0.0


class HostSocket:
    """The host plays too (it answers like everyone) and drives the game; one per room and process."""

    def __init__(self, ws: Any, log: PlayerLog) -> None:
        self.ws = ws
        self.play = Play(ws, 0, log)
        self.ended: set[int] = set()
        self.finished = False
        self.changed = asyncio.Event()

    async def read(self) -> None:
        async for text in self.ws:
            message = await self.play.on_message(text, now_ms())
            kind = message.get("type")
            if kind == "question_ended":
                self.ended.add(self.play.index)
            elif kind == "game_finished":
                self.finished = True
            self.changed.set()
            if self.finished:
                return

    async def send(self, kind: str) -> None:
        await self.ws.send(json.dumps({"type": kind}))


async def wait_all(hosts: list[HostSocket], done: Any, what: str) -> None:
    try:
        async with asyncio.timeout(STEP_TIMEOUT_S):
            while not all(done(host) for host in hosts):
                await asyncio.wait(
                    [asyncio.create_task(host.changed.wait()) for host in hosts],
                    return_when="FIRST_COMPLETED",
                )
                for host in hosts:
                    host.changed.clear()
    except TimeoutError:
        raise RuntimeError(f"the host saw no {what} within {STEP_TIMEOUT_S:.0f} s") from None


async def wait_players(ended: Any, index: int, players: int) -> None:
    try:
        async with asyncio.timeout(STEP_TIMEOUT_S):
            while ended[index] < players:
                await asyncio.sleep(0.005)
    except TimeoutError:
        raise RuntimeError(
            f"question {index} ended for only {ended[index]} of {players} players "
            f"within {STEP_TIMEOUT_S:.0f} s"
        ) from None


PROFILE_DIR: Path | None = None


def start_profilers(target: Target, scenario: Scenario, pids: list[int]) -> list[subprocess.Popen[bytes]]:
    """py-spy on the product's server processes for one game (--profile): collapsed stacks per process."""
    if PROFILE_DIR is None or not isinstance(target, Product):
        return []
    PROFILE_DIR.mkdir(parents=True, exist_ok=True)
    profilers = []
    for pid in pids:
        output = PROFILE_DIR / f"{target.name}-scenario{scenario.key}-{pid}.txt"
        profilers.append(
            subprocess.Popen(
                [
                    str(VENV_BIN / "py-spy"),
                    "record",
                    "--pid",
                    str(pid),
                    "--rate",
                    "250",
                    "--format",
                    "raw",
                    "--nonblocking",
                    "--output",
                    str(output),
                ],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
        )
    return profilers


def stop_profilers(profilers: list[subprocess.Popen[bytes]]) -> None:
    for profiler in profilers:
        profiler.send_signal(signal.SIGINT)
    for profiler in profilers:
        try:
            profiler.wait(timeout=30)
        except subprocess.TimeoutExpired:
            profiler.kill()


def player_specs(target: Target, scenario: Scenario, rooms: list[Room]) -> list[PlayerSpec]:
    specs = []
    number = 0
    address_base = 2 + 20 * SCENARIOS.index(scenario)
    for room_index, room in enumerate(rooms):
        for seat in range(1, scenario.room_size):
            number += 1
            server = target.servers[seat % scenario.processes]
            specs.append(
                PlayerSpec(
                    number=number,
                    name=f"Player {seat:04d}",
                    code=room.code,
                    ws_url=f"ws://{server.http_host}",
                    http_host=server.http_host,
                    # a school address per 100 players (127.0.0.0/8 is all loopback), new ones per scenario
                    source_address=f"127.0.0.{address_base + (room_index * scenario.room_size + seat) // 100}",  # noqa: E501
                    product=isinstance(target, Product),
                )
            )
    return specs


async def run_game(
    target: Target, scenario: Scenario, specs: list[PlayerSpec], rooms: list[Room], client_procs: int
) -> GameResult:
    result = GameResult(target.name, scenario)
    pids = [server.pid for server in target.servers[: scenario.processes]]
    extra = target.extra_pids()
    loop = asyncio.get_running_loop()
    host_log = PlayerLog()
    hosts: list[HostSocket] = []
    for room in rooms:
        for server in target.host_servers(scenario):
            ws = await ws_connect(f"ws://{server.http_host}/ws/game/{room.code}/", server.http_host)
            await join_room(ws, room.host_hello, host_log)
            hosts.append(HostSocket(ws, host_log))
    readers = [asyncio.create_task(host.read()) for host in hosts]
    await asyncio.sleep(0.5)
    result.rss_before = procstat.total_rss(pids)

    context = multiprocessing.get_context("fork")
    ended = context.Array("i", QUESTIONS_TOTAL)
    abort = context.Value("i", 0)
    joined = context.Value("i", 0)
    pipes, processes = [], []
    joining = time.monotonic()
    for index in range(client_procs):
        parent_end, child_end = context.Pipe()
        process = context.Process(
            target=swarm_process,
            args=(specs[index::client_procs], child_end, (ended, abort, joined)),
            daemon=True,
        )
        process.start()
        child_end.close()
        pipes.append(parent_end)
        processes.append(process)
    try:
        async with asyncio.timeout(JOIN_TIMEOUT_S):
            for pipe in pipes:
                kind, *payload = await loop.run_in_executor(None, pipe.recv)
                if kind != "ready":
                    raise RuntimeError(f"client process: {kind} {payload}")
                result.players += payload[0]
                result.errors += payload[1]
    except TimeoutError:
        for process in processes:
            process.terminate()
        result.errors.append(
            f"only {joined.value} of {len(specs)} players joined within {JOIN_TIMEOUT_S:.0f} s"
        )
        return result
    result.join_s = time.monotonic() - joining
    await asyncio.sleep(1.0)
    result.settle_s = await settle(pids + extra)
    result.rss_after = procstat.total_rss(pids)

    profilers = start_profilers(target, scenario, pids)
    started = time.monotonic()
    try:
        await host_game(hosts, ended, result, pids, extra)
    except (TimeoutError, RuntimeError) as error:
        result.errors.append(f"game stopped: {type(error).__name__} {error}")
        abort.value = 1
    result.game_s = time.monotonic() - started
    result.load = os.getloadavg()[0]
    stop_profilers(profilers)
    for reader in readers:
        reader.cancel()
    await asyncio.gather(*readers, return_exceptions=True)

    for pipe, process in zip(pipes, processes, strict=True):
        kind, payload = await loop.run_in_executor(None, pipe.recv)
        if kind == "done":
            result.log.merge(payload)
            result.errors += payload.errors[:5]
        else:
            result.errors.append(f"client process {kind}: {payload}")
        process.join(timeout=10)
    result.log.merge(host_log)
    for host in hosts:
        await host.ws.close()
    received = result.log.received_at
    result.window_messages = sum(1 for at in received if result.window_start <= at <= result.window_end)
    result.window_s = (result.window_end - result.window_start) / 1000
    return result


async def settle(pids: list[int], busy_share: float = 0.15, limit_s: float = 240.0) -> float:
    """Waits until the servers use less than `busy_share` of a core over half a second: the game then
    starts on servers that are done announcing the joins, as it would in a class."""
    started = time.monotonic()
    while time.monotonic() - started < limit_s:
        before = procstat.total_cpu(pids)
        await asyncio.sleep(0.5)
        if procstat.total_cpu(pids) - before < busy_share * 0.5:
            break
    return time.monotonic() - started


async def host_game(
    hosts: list[HostSocket], ended: Any, result: GameResult, pids: list[int], extra: list[int]
) -> None:
    """The host's side: start, then next question as soon as the last one ended for every player."""
    for host in hosts:
        await host.send("start_game")
    cpu_start = redis_start = 0.0
    for index in range(QUESTIONS_TOTAL):
        await wait_all(hosts, lambda host, i=index: i in host.ended, f"question {index} ended")
        await wait_players(ended, index, result.players)
        if index == 0:
            result.window_start = now_ms()
            cpu_start, redis_start = procstat.total_cpu(pids), procstat.total_cpu(extra)
        if index == ANSWERED_QUESTIONS - 1:
            await asyncio.sleep(SETTLE_S)
            result.window_end = now_ms()
            result.cpu_s = procstat.total_cpu(pids) - cpu_start
            result.redis_cpu_s = procstat.total_cpu(extra) - redis_start
        else:
            await asyncio.sleep(PAUSE_S)
        for host in hosts:
            await host.send("next_question")
    await wait_all(hosts, lambda host: host.finished, "game finished")


def play(target: Target, scenario: Scenario, run: int, client_procs: int) -> GameResult:
    rooms = target.make_rooms(scenario, run)
    specs = player_specs(target, scenario, rooms)
    try:
        return asyncio.run(run_game(target, scenario, specs, rooms, client_procs))
    except Exception as error:
        failed = GameResult(target.name, scenario)
        failed.errors.append(f"{type(error).__name__}: {error}")
        return failed


# --- figures ------------------------------------------------------------------------------------------


def percentile(values: list[float], share: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(share * len(ordered)) - 1))]


def figures(result: GameResult) -> dict[str, float | None]:
    log = result.log
    players = max(result.players + result.scenario.rooms, 1)
    return {
        "fanout_p50": percentile(log.fanout_ms, 0.50),
        "fanout_p99": percentile(log.fanout_ms, 0.99),
        "fanout_max": percentile(log.fanout_ms, 1.0),
        "answer_p50": percentile(log.answer_ms, 0.50),
        "answer_p99": percentile(log.answer_ms, 0.99),
        "late_p50": percentile(log.deadline_late_ms, 0.50),
        "late_p99": percentile(log.deadline_late_ms, 0.99),
        "cpu_us_per_msg": 1e6 * result.cpu_s / result.window_messages if result.window_messages else None,
        "cpu_redis_us_per_msg": (
            1e6 * (result.cpu_s + result.redis_cpu_s) / result.window_messages
            if result.window_messages
            else None
        ),
        "msgs_per_s": result.window_messages / result.window_s if result.window_s else None,
        "kb_per_player": (result.rss_after - result.rss_before) / 1024 / players,
        "join_s": result.join_s if result.players else None,
        "seated": float(result.players),
        "finished": float(result.log.types.get("game_finished", 0)),
        "dropped": float(result.log.dropped),
        "lobby_msgs_per_player": sum(result.log.types.get(kind, 0) for kind in LOBBY_TYPES) / players,
    }


def per_question(log: PlayerLog) -> str:
    parts = []
    for index in sorted(set(log.fanout_index)):
        values = [ms for ms, i in zip(log.fanout_ms, log.fanout_index, strict=True) if i == index]
        parts.append(f"q{index + 1} {show(percentile(values, 0.5))}/{show(percentile(values, 0.99))}")
    return ", ".join(parts)


def show(value: float | None, unit: str = "") -> str:
    if value is None:
        return "-"
    return f"{value:.1f}{unit}" if abs(value) < 100 else f"{value:.0f}{unit}"


@dataclass
class Row:
    figure: str
    product: float | None
    bare: float | None
    goal: str = ""
    limit: float | None = None  # absolute goal on the product's figure
    ratio_limit: float | None = None  # goal on product / bare
    unit: str = " ms"
    floor: float | None = None  # goal: the product's figure at least this (every player)

    def ratio(self) -> float | None:
        if self.product is None or self.bare is None or self.bare <= 0:
            return None
        return self.product / self.bare

    def met(self) -> str:
        if not self.goal:
            return ""
        if self.product is None:
            return "no figure"
        ok = True
        if self.limit is not None:
            ok = ok and self.product <= self.limit
        if self.floor is not None:
            ok = ok and self.product >= self.floor
        if self.ratio_limit is not None:
            ratio = self.ratio()
            ok = ok and ratio is not None and ratio <= self.ratio_limit
        return "yes" if ok else "NO"


def rows_for(scenario: Scenario, product: dict[str, Any], bare: dict[str, Any]) -> list[Row]:
    """The figures and issue 29's goals: ratios to the bare server in the same run, a few absolute ones."""
    pupils = float(scenario.rooms * (scenario.room_size - 1))
    rows = [
        Row(f"players seated (of {pupils:.0f})", product["seated"], bare["seated"], unit=""),
        Row("all seated in", product["join_s"], bare["join_s"], unit=" s"),
        Row("sockets closed by the server", product["dropped"], bare["dropped"], unit=""),
        Row("players who saw game_finished", product["finished"], bare["finished"], unit=""),
        Row("question_start fan-out p50", product["fanout_p50"], bare["fanout_p50"]),
        Row("question_start fan-out p99", product["fanout_p99"], bare["fanout_p99"]),
        Row("answer -> answer_result p50", product["answer_p50"], bare["answer_p50"]),
        Row("answer -> answer_result p99", product["answer_p99"], bare["answer_p99"]),
        Row("deadline -> question_ended p50", product["late_p50"], bare["late_p50"]),
        Row("deadline -> question_ended p99", product["late_p99"], bare["late_p99"]),
        Row(
            "server CPU per delivered message",
            product["cpu_us_per_msg"],
            bare["cpu_us_per_msg"],
            "<= 3x bare",
            ratio_limit=3,
            unit=" us",
        ),
        Row(
            "  same, Redis's CPU included",
            product["cpu_redis_us_per_msg"],
            bare["cpu_redis_us_per_msg"],
            unit=" us",
        ),
        Row("messages delivered per second", product["msgs_per_s"], bare["msgs_per_s"], unit=""),
        Row("memory per connected player", product["kb_per_player"], bare["kb_per_player"], "<= 3x bare",
            ratio_limit=3, unit=" KB"),
        Row("lobby messages per player (joins, leaves)", product["lobby_msgs_per_player"], None, unit=""),
    ]
    by_name = {row.figure: row for row in rows}

    def goal(figure: str, text: str, *, limit: float | None = None, ratio: float | None = None) -> None:
        row = next(row for name, row in by_name.items() if name.startswith(figure))
        row.goal, row.limit, row.ratio_limit = text, limit, ratio

    if scenario.key in ("2", "3", "4"):
        goal("players seated", "all")
    if scenario.key in ("2", "3"):
        goal("all seated in", "<= 5 s", limit=5)
        goal("question_start fan-out p99", "<= 2x bare", ratio=2)
        goal("deadline -> question_ended p99", "<= 2x bare", ratio=2)
    if scenario.key == "3":
        goal("deadline -> question_ended p99", "<= 2x bare, <= 500 ms", limit=500, ratio=2)
        goal("sockets closed by the server", "none", limit=0)
    if scenario.key == "4":
        goal("all seated in", "<= 10 s", limit=10)
        goal("players who saw game_finished", "all")
    for row in rows:
        if row.goal == "all":
            row.floor = pupils
    return rows


def print_table(results: dict[tuple[str, str], GameResult], scenarios: list[Scenario], baseline: str) -> bool:
    """Prints every scenario's figures beside the goals; answers whether every goal was met."""
    all_met = True
    print()
    for scenario in scenarios:
        product_result = results.get(("product", scenario.key))
        bare_result = results.get((baseline, scenario.key))
        print(f"## {scenario.title}")
        for result in (bare_result, product_result, results.get(("websockets", scenario.key))):
            if result is None:
                continue
            print(
                f"   {result.target}: {result.players} players joined + {scenario.rooms} host(s) in "
                f"{result.join_s:.1f} s (servers quiet {result.settle_s:.1f} s later), "
                f"{result.log.dropped} sockets closed by the server, "
                f"game {result.game_s:.1f} s, {result.window_messages} messages in the CPU window "
                f"({result.window_s:.2f} s), server CPU {result.cpu_s:.2f} s, "
                f"Redis CPU {result.redis_cpu_s:.2f} s, load average {result.load:.1f}"
            )
            for error in result.errors[:5]:
                print(f"   {result.target} ERROR: {error}")
            print(f"      fan-out p50/p99 by question, ms: {per_question(result.log)}")
            kinds = sorted(result.log.types.items(), key=lambda item: -item[1])
            print(f"      messages received by type: {', '.join(f'{k} {n}' for k, n in kinds)}")
        empty: dict[str, Any] = {key: None for key in figures(GameResult("", scenario))}
        product = figures(product_result) if product_result else empty
        bare = figures(bare_result) if bare_result else empty
        reference = results.get(("websockets", scenario.key)) if baseline != "websockets" else None
        ref_rows = rows_for(scenario, figures(reference), bare) if reference else None
        header = f"| figure | product | {baseline} | ratio | goal | met? |" + (
            " websockets lib |" if ref_rows else ""
        )
        print(header)
        print("|---" * (header.count("|") - 1) + "|")
        for position, row in enumerate(rows_for(scenario, product, bare)):
            line = (
                f"| {row.figure} | {show(row.product, row.unit)} | {show(row.bare, row.unit)} | "
                f"{show(row.ratio(), 'x')} | {row.goal} | {row.met()} |"
            )
            if ref_rows:
                line += f" {show(ref_rows[position].product, row.unit)} |"
            print(line)
            all_met = all_met and row.met() in ("", "yes")
        print()
    return all_met


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--targets", default="bare,product,websockets")
    parser.add_argument("--scenarios", default="1,2,3,4")
    parser.add_argument("--client-procs", type=int, default=2)
    parser.add_argument("--json", help="also write the raw figures to this file")
    parser.add_argument(
        "--profile", help="record the product's server processes with py-spy into this folder"
    )
    args = parser.parse_args()
    global PROFILE_DIR
    PROFILE_DIR = Path(args.profile) if args.profile else None

    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    if hard < 4096:
        print(f"warning: only {hard} file descriptors allowed; the 1,000-player scenario needs ~2,100")

    names = [name for name in args.targets.split(",") if name]
    scenarios = [scenario for scenario in SCENARIOS if scenario.key in args.scenarios.split(",")]
    processes = max(scenario.processes for scenario in scenarios)
    os.environ["BARE_TIME_PER_QUESTION"] = str(BARE_TIME_PER_QUESTION)
    targets: dict[str, Target] = {}
    results: dict[tuple[str, str], GameResult] = {}
    try:
        for name in names:
            targets[name] = TARGETS[name]()
            targets[name].start(processes)
            print(
                f"{name}: {targets[name].description}; ports "
                f"{', '.join(str(server.port) for server in targets[name].servers)}",
                flush=True,
            )
        for run, scenario in enumerate(scenarios):
            for name, target in targets.items():
                print(f"-- {scenario.title}: {name}", flush=True)
                result = play(target, scenario, run, args.client_procs)
                results[(name, scenario.key)] = result
                summary = figures(result)
                print(
                    f"   fan-out p50/p99 {show(summary['fanout_p50'])}/{show(summary['fanout_p99'])} ms, "
                    f"answer p50/p99 {show(summary['answer_p50'])}/{show(summary['answer_p99'])} ms, "
                    f"players {result.players}, errors {len(result.errors)}",
                    flush=True,
                )
                time.sleep(1.0)
    finally:
        for target in targets.values():
            stop_servers(target.servers)
    baseline = "bare" if "bare" in targets else next(iter(targets))
    all_met = print_table(results, scenarios, baseline)
    if args.json:
        Path(args.json).write_text(
            json.dumps({f"{t}/{s}": figures(r) for (t, s), r in results.items()}, indent=2)
        )
    print(f"server logs: {LOG_DIR}")
    sys.exit(0 if all_met else 1)


if __name__ == "__main__":
    main()
