"""The replay of issue 27's live-game findings that need a game in play: answers revealed before the
question ends, the ghost player a failed socket left, and a room's life renewed by reconnects."""

import json
import time
from typing import Any

from api_fuzz_27_client import Caller, made_up_address
from api_fuzz_findings import VALID_QUESTION
from websockets.exceptions import ConnectionClosed, WebSocketException
from websockets.sync.client import connect
from websockets.typing import Origin

# What the server is started with for the replay (see api_fuzz_findings_27.py): a room ends this long after
# its creation, so that the check sees the cap without waiting hours.
ROOM_LIFE_S = 45
RECONNECT_EVERY_S = 3.0
TOO_FEW = "You need at least 2 players to start the game"


class Seat:
    """One live-game socket that sent its `join_room`; keeps every message it reads, in order."""

    def __init__(self, url: str, code: str, join: dict[str, Any]) -> None:
        base = url.replace("http", "ws", 1)
        self.socket = connect(
            f"{base}/ws/game/{code}/",
            origin=Origin(url),
            additional_headers={"X-Forwarded-For": made_up_address()},
            open_timeout=10,
        )
        self.seen: list[dict[str, Any]] = []
        self.send({"type": "join_room", **join})
        self.joined = self.wait_for("join_success")

    def send(self, body: dict[str, Any]) -> None:
        self.socket.send(json.dumps(body))

    def wait_for(self, *kinds: str, timeout: float = 10.0) -> dict[str, Any] | None:
        """The first message of one of `kinds` read within `timeout` (None: none came, or the socket
        closed); whatever else arrives meanwhile is kept in `seen`."""
        deadline = time.monotonic() + timeout
        while (left := deadline - time.monotonic()) > 0:
            try:
                message = json.loads(self.socket.recv(timeout=left))
            except (TimeoutError, ConnectionClosed):
                return None
            self.seen.append(message)
            if message.get("type") in kinds:
                return message
        return None

    def close(self) -> None:
        self.socket.close()


def hosted_room(url: str, **changes: object) -> tuple[Caller, str, Seat]:
    """A new teacher's room, with the teacher's socket in it."""
    host = Caller(url).signed_in()
    answer = host.room(host.quiz(), **changes)
    code = answer.json().get("code")
    if answer.status != 201 or not code:
        raise RuntimeError(f"create_room answered {answer.status}: {answer.body[:200]!r}")
    return host, code, Seat(url, code, {"token": host.token})


def pupil_token(url: str, code: str, name: str) -> str:
    answer = Caller(url).join(code, name)
    token = answer.json().get("player_token")
    if answer.status != 200 or not token:
        raise RuntimeError(f"{name}'s join answered {answer.status}: {answer.body[:200]!r}")
    return str(token)


def pupil_seat(url: str, code: str, name: str) -> Seat:
    seat = Seat(url, code, {"player_token": pupil_token(url, code, name)})
    if seat.joined is None:
        raise RuntimeError(f"{name}'s socket was not let in: {seat.seen[:3]}")
    return seat


def _reveals(value: object) -> bool:
    """Whether a message tells whether an answer was right: the key, a verdict, or points scored."""
    if isinstance(value, dict):
        if value.get("type") == "answer_result" or {"correct_answer", "is_correct"} & value.keys():
            return True
        score = value.get("score")
        if isinstance(score, int | float) and score > 0:
            return True
        return any(_reveals(v) for v in value.values())
    if isinstance(value, list):
        return any(_reveals(v) for v in value)
    return False


def check_answers_revealed_early(url: str) -> list[str]:
    """Medium: two seats saw every answer (answer_result told the key at once: a second seat answered
    right). A seat that answered, and a second seat that has not, must learn nothing of the key, a verdict
    or points before the question ends."""
    _, code, host = hosted_room(url, time_per_question=30)
    first, second = pupil_seat(url, code, "Seat One"), pupil_seat(url, code, "Seat Two")
    host.send({"type": "start_game"})
    question = first.wait_for("question_start", timeout=15)
    if question is None or second.wait_for("question_start", timeout=5) is None:
        return [f"the first question never started: {(host.seen + first.seen)[-3:]}"]
    first.send({"type": "submit_answer", "answer": VALID_QUESTION["correct_answer"]})
    if first.wait_for("answer_received", timeout=5) is None:
        return [f"the first seat's answer was not received: {first.seen[-3:]}"]
    for seat in (first, second):  # what both sockets are sent while the question still runs
        seat.wait_for("question_ended", timeout=2)
    running = {id(seat): len(seat.seen) for seat in (first, second)}
    second.send({"type": "submit_answer", "answer": question["question"]["choices"][-1]})
    ended = second.wait_for("question_ended", timeout=10)
    first.wait_for("question_ended", timeout=5)
    for seat in (host, first, second):
        seat.close()
    problems = []
    for name, seat in (("the seat that answered", first), ("the second seat", second)):
        early = [m.get("type") for m in seat.seen[: running[id(seat)]] if _reveals(m)]
        if early:
            problems.append(f"{name} learnt the answer before the question ended, from {early}")
    if ended is None or ended.get("correct_answer") != VALID_QUESTION["correct_answer"]:
        problems.append(f"the question did not end with its answer once both had answered: {ended}")
    return problems


def _told_left(host: Seat, player_id: object, timeout: float) -> bool:
    """Whether the host's lobby is told, within `timeout`, that the player went offline."""
    deadline = time.monotonic() + timeout
    while (left := deadline - time.monotonic()) > 0:
        update = host.wait_for("lobby_update", "player_left", timeout=left)
        if update is None:
            return False
        if player_id in update.get("left", []) or update.get("player_id") == player_id:
            return True
    return False


def check_ghost_player(url: str) -> list[str]:
    """Low: a 4 KB nested-JSON message closed the socket without disconnect(), leaving a ghost player
    "connected" for good, counting toward the minimum of 2 (the host included). After that message the
    pupil's socket closes: the pupil must be offline, and the host alone must not be able to start."""
    _, code, host = hosted_room(url)
    ghost = pupil_seat(url, code, "Nesty")
    ghost_id = (ghost.joined or {}).get("player_id")
    ghost.socket.send("[" * 2000 + "]" * 2000)
    ghost.wait_for("error", timeout=3)
    ghost.close()
    told = _told_left(host, ghost_id, timeout=5)
    host.send({"type": "start_game"})
    started = host.wait_for("game_starting", "error", timeout=5)
    players = Caller(url).request("GET", f"/api/multiplayer/rooms/{code}/").json().get("players", [])
    host.close()
    problems = []
    if not told:
        problems.append("the host was never told the pupil went offline")
    if any(p.get("id") == ghost_id and p.get("is_connected") for p in players):
        problems.append("the pupil whose socket closed is still listed as connected")
    if started is None or started.get("type") != "error" or started.get("message") != TOO_FEW:
        problems.append(f"with the pupil gone, the host's start answered {started}")
    return problems


def _returns(url: str, code: str, token: str) -> bool:
    """A pupil's device reconnects: whether the room let it in."""
    try:
        seat = Seat(url, code, {"player_token": token})
    except (WebSocketException, OSError):
        return False
    seat.close()
    return seat.joined is not None


def check_room_life_cap(url: str, life_s: int = ROOM_LIFE_S) -> list[str]:
    """High (part): reconnecting renewed a room's life forever. A pupil reconnects every few seconds; the
    room must still end `life_s` after its creation (the server's LIVE_ROOM_MAX_LIFE_S)."""
    _, code, host = hosted_room(url)
    created = time.monotonic()
    host.close()
    token = pupil_token(url, code, "Returner")
    reconnects = 0
    while time.monotonic() - created < life_s + 15 and _returns(url, code, token):
        reconnects += 1
        time.sleep(RECONNECT_EVERY_S)
    lived_s = time.monotonic() - created
    lookup = Caller(url).request("GET", f"/api/multiplayer/rooms/{code}/")
    if lookup.status != 404:
        return [
            f"the room still answered {lookup.status} {lived_s:.0f} s after its creation, after {reconnects} "
            f"reconnects (its cap: {life_s} s; is the server started with LIVE_ROOM_MAX_LIFE_S={life_s}?)"
        ]
    if lived_s < life_s - 5:
        return [f"the room ended {lived_s:.0f} s after its creation, before its {life_s} s cap"]
    return []
