"""Plays one live game across two server processes, as the README's "Scaling out" runs them.

    backend/.venv/bin/python backend/scripts/scale_out_check.py http://127.0.0.1:8001 http://127.0.0.1:8002

A teacher signs up and creates a room on the first server; one pupil joins through the first, one through
the second; the host's socket is on the first, the pupils' sockets one on each. The game is played to the
end (the host presents and does not answer), then the stored results are read from the second server.
Prints each step; exits 1 on the first thing that is not as CONTRACT §7 says.
"""

import asyncio
import json
import sys
import urllib.error
import urllib.request
import uuid
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

QUESTIONS = [
    {
        "question": "Which planet is known as the red planet?",
        "choices": ["Mars", "Venus", "Jupiter", "Saturn"],
        "correct_answer": "Mars",
        "explanation": "Iron oxide on its surface makes Mars look red.",
        "source": "Mars is called the red planet.",
    },
    {
        "question": "What do plants take in from the air for photosynthesis?",
        "choices": ["Carbon dioxide", "Oxygen", "Nitrogen", "Helium"],
        "correct_answer": "Carbon dioxide",
        "explanation": "Plants turn carbon dioxide and water into sugar.",
        "source": "Plants take in carbon dioxide from the air.",
    },
]
STEP_TIMEOUT_S = 30.0


class CheckFailed(Exception):
    pass


def call(base: str, method: str, path: str, body: Any = None, token: str = "") -> Any:
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, headers=headers, method=method)  # noqa: S310
    try:
        with urllib.request.urlopen(request, timeout=STEP_TIMEOUT_S) as response:  # noqa: S310
            return json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        raise CheckFailed(f"{method} {base}{path}: {error.code} {error.read()[:300]!r}") from error


def socket_url(base: str, code: str) -> str:
    return base.replace("http", "ws", 1) + f"/ws/game/{code}/"


async def open_socket(base: str, code: str, hello: dict[str, Any]) -> ClientConnection:
    # Only pages of the site may open a socket: a scripted client sends the site's Origin.
    ws = await connect(socket_url(base, code), origin=base, open_timeout=STEP_TIMEOUT_S)  # type: ignore[arg-type]
    await ws.send(json.dumps({"type": "join_room", **hello}))
    await expect(ws, "join_success")
    return ws


async def expect(ws: ClientConnection, kind: str) -> dict[str, Any]:
    """The next message of this type, skipping others (lobby announcements, counts)."""
    async with asyncio.timeout(STEP_TIMEOUT_S):
        while True:
            message = json.loads(await ws.recv())
            if message["type"] == "error":
                raise CheckFailed(f"waiting for {kind}: {message}")
            if message["type"] == kind:
                return message


def step(text: str) -> None:
    print(f"- {text}", flush=True)


async def play(first: str, second: str) -> None:
    email = f"teacher-{uuid.uuid4().hex[:8]}@example.com"
    account = {"email": email, "password": "Scale-out-9!check"}
    token = call(first, "POST", "/api/register/", account)["access_token"]
    quiz = {"title": "Scale-out check", "questions": QUESTIONS}
    quiz_id = call(first, "POST", "/api/save-quiz/", quiz, token)["quiz_id"]
    settings = {
        "quiz_id": quiz_id,
        "max_players": 10,
        "time_per_question": 20,
        "show_leaderboard_after_each": True,
        "allow_late_join": False,
    }
    code = call(first, "POST", "/api/multiplayer/rooms/create_room/", settings, token)["code"]
    step(f"{email} created room {code} on {first}")

    ada = call(first, "POST", f"/api/multiplayer/rooms/{code}/join/", {"code": code, "name": "Ada"})
    bo = call(second, "POST", f"/api/multiplayer/rooms/{code}/join/", {"code": code, "name": "Ben"})
    host = await open_socket(first, code, {"token": token})
    pupils = {
        "Ada": await open_socket(first, code, {"name": "Ada", "player_token": ada["player_token"]}),
        "Ben": await open_socket(second, code, {"name": "Ben", "player_token": bo["player_token"]}),
    }
    step(f"host and Ada on {first}, Ben on {second}")

    await host.send(json.dumps({"type": "start_game"}))
    for index, question in enumerate(QUESTIONS):
        for name, ws in pupils.items():
            started = await expect(ws, "question_start")
            if "correct_answer" in json.dumps(started):
                raise CheckFailed("question_start carries the key")
            answer = question["correct_answer"] if name == "Ada" else question["choices"][-1]
            await ws.send(json.dumps({"type": "submit_answer", "answer": answer}))
            await expect(ws, "answer_received")
        for name, ws in pupils.items():
            result = await expect(ws, "answer_result")
            if result["is_correct"] != (name == "Ada"):
                raise CheckFailed(f"{name}'s answer to question {index + 1} judged wrongly: {result}")
        ended = await expect(host, "question_ended")
        if ended["correct_answer"] != question["correct_answer"]:
            raise CheckFailed(f"question {index + 1} ended with the wrong key: {ended['correct_answer']}")
        step(f"question {index + 1} ended on both processes as soon as both pupils answered")
        await host.send(json.dumps({"type": "next_question"}))

    finished = await expect(host, "game_finished")
    names = [row["name"] for row in finished["leaderboard"]]
    if names != ["Ada", "Ben"]:
        raise CheckFailed(f"final standings {names}, expected Ada then Ben (the host presents, not a player)")
    step("game finished: Ada first, Ben second, no host row")
    for ws in (host, *pupils.values()):
        await ws.close()

    rows = call(second, "GET", "/api/multiplayer/games/", token=token)["games"]
    if not rows:
        raise CheckFailed(f"no stored game read from {second}")
    step(f"the stored game is read from {second}")


def main() -> None:
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        asyncio.run(play(sys.argv[1].rstrip("/"), sys.argv[2].rstrip("/")))
    except CheckFailed as failure:
        print(f"FAILED: {failure}")
        sys.exit(1)
    print("Scale-out check passed.")


if __name__ == "__main__":
    main()
