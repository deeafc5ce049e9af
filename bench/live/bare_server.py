"""The baseline: the simplest live-game server that sends what the product sends, held in one process.

It speaks the client side of CONTRACT §7 that the benchmark uses (join_room, start_game, next_question,
submit_answer; join_success, question_start, answer_result, question_ended, game_finished) with the
same message shapes and sizes, but keeps every room in a dict of its own process: no Channels, no
channel layer, no Redis, no database, no checks. Broadcasts serialize once and write to each socket.

Two transports, the same rooms:
- `application`: a raw ASGI app, served by daphne like the product (the baseline of the goals);
- `python bare_server.py PORT`: the `websockets` library's own asyncio server (a reference for what
  the transport itself costs).
"""

import asyncio
import contextlib
import json
import os
import sys
import time
from collections.abc import Awaitable, Callable
from typing import Any

from quiz import bench_questions

SendText = Callable[[str], Awaitable[None]]
TOP = 10  # the leaderboard rows the screens show, as the product sends (CONTRACT §7)


def now_ms() -> int:
    return int(time.time() * 1000)


class Player:
    def __init__(self, player_id: int, name: str, send: SendText, is_host: bool) -> None:
        self.id = player_id
        self.name = name
        self.send = send
        self.is_host = is_host
        self.score = 0
        self.streak = 0
        self.best_streak = 0
        self.correct = 0
        self.answered = 0
        self.connected = True

    def row(self, rank: int) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "score": self.score,
            "current_streak": self.streak,
            "best_streak": self.best_streak,
            "correct_answers": self.correct,
            "total_answers": self.answered,
            "accuracy": round(100 * self.correct / self.answered) if self.answered else 0,
            "is_connected": self.connected,
            "rank": rank,
        }


class Room:
    def __init__(self, code: str, time_per_question: int) -> None:
        self.code = code
        self.time_per_question = time_per_question
        self.questions = bench_questions()
        self.players: dict[int, Player] = {}
        self.index = -1
        self.started_ms = 0
        self.answers: dict[int, str] = {}
        self.open = False
        self.timer: asyncio.TimerHandle | None = None

    async def broadcast(self, message: dict[str, Any]) -> None:
        text = json.dumps({**message, "server_time": now_ms()})
        for player in list(self.players.values()):
            if player.connected:
                await player.send(text)

    def leaderboard(self) -> list[dict[str, Any]]:
        ordered = sorted(self.players.values(), key=lambda p: (-p.score, -p.correct))
        return [player.row(rank) for rank, player in enumerate(ordered, start=1)]

    async def handle(self, player: Player, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind in ("start_game", "next_question") and player.is_host:
            await self.next_question()
        elif kind == "submit_answer":
            await self.answer(player, str(message.get("answer", "")))

    async def next_question(self) -> None:
        self.index += 1
        if self.index >= len(self.questions):
            standings = self.leaderboard()
            await self.broadcast(
                {"type": "game_finished", "leaderboard": standings[:TOP], "total_players": len(standings)}
            )
            return
        question = self.questions[self.index]
        self.started_ms = now_ms()
        deadline = self.started_ms + self.time_per_question * 1000
        self.answers = {}
        self.open = True
        loop = asyncio.get_running_loop()
        self.timer = loop.call_later(
            self.time_per_question, lambda: asyncio.ensure_future(self.end_question(self.index))
        )
        await self.broadcast(
            {
                "type": "question_start",
                "question": {"question": question["question"], "choices": question["choices"]},
                "question_index": self.index,
                "total_questions": len(self.questions),
                "time_per_question": self.time_per_question,
                "question_start_time": self.started_ms,
                "deadline": deadline,
                "has_answered": False,
            }
        )

    async def answer(self, player: Player, answer: str) -> None:
        if not self.open or player.id in self.answers:
            return
        self.answers[player.id] = answer
        question = self.questions[self.index]
        correct = answer == question["correct_answer"]
        taken = (now_ms() - self.started_ms) / 1000
        points = 0
        player.answered += 1
        if correct:
            player.correct += 1
            player.streak += 1
            player.best_streak = max(player.best_streak, player.streak)
            points = round(1000 * (1 - (taken / self.time_per_question) / 2)) + min(
                500, 100 * (player.streak - 1)
            )
            player.score += points
        else:
            player.streak = 0
        await player.send(
            json.dumps(
                {
                    "type": "answer_result",
                    "is_correct": correct,
                    "correct_answer": question["correct_answer"],
                    "points_earned": points,
                    "player_stats": {
                        "score": player.score,
                        "current_streak": player.streak,
                        "correct_answers": player.correct,
                        "total_answers": player.answered,
                        "accuracy": round(100 * player.correct / player.answered),
                    },
                    "server_time": now_ms(),
                }
            )
        )
        if len(self.answers) >= sum(1 for p in self.players.values() if p.connected):
            await self.end_question(self.index)

    async def end_question(self, index: int) -> None:
        if not self.open or index != self.index:
            return
        self.open = False
        if self.timer is not None:
            self.timer.cancel()
        question = self.questions[self.index]
        counts = {choice: 0 for choice in question["choices"]}
        for answer in self.answers.values():
            if answer in counts:
                counts[answer] += 1
        await self.broadcast(
            {
                "type": "question_ended",
                "leaderboard": self.leaderboard()[:TOP],
                "total_players": len(self.players),
                "correct_answer": question["correct_answer"],
                "answer_counts": counts,
            }
        )


ROOMS: dict[str, Room] = {}
TIME_PER_QUESTION = int(os.environ.get("BARE_TIME_PER_QUESTION", "3"))


async def serve_connection(code: str, receive: Callable[[], Awaitable[str | None]], send: SendText) -> None:
    """One socket: the first message joins the room, the rest are game messages."""
    room = ROOMS.setdefault(code, Room(code, TIME_PER_QUESTION))
    first = await receive()
    if first is None:
        return
    hello = json.loads(first)
    is_host = "token" in hello
    player = Player(len(room.players) + 1, str(hello.get("name", "")), send, is_host)
    room.players[player.id] = player
    await send(json.dumps({"type": "connection_established", "server_time": now_ms()}))
    await send(
        json.dumps(
            {
                "type": "join_success",
                "player_id": player.id,
                "is_host": is_host,
                "room": {"code": code, "players": len(room.players)},
                "server_time": now_ms(),
            }
        )
    )
    try:
        while (text := await receive()) is not None:
            await room.handle(player, json.loads(text))
    finally:
        player.connected = False


def room_code(path: str) -> str:
    return path.rstrip("/").rsplit("/", 1)[-1]


async def application(scope: dict[str, Any], receive: Any, send: Any) -> None:
    """Raw ASGI: what daphne hands the product, with nothing in between."""
    if scope["type"] != "websocket":
        return
    if (await receive())["type"] != "websocket.connect":
        return
    await send({"type": "websocket.accept"})

    async def receive_text() -> str | None:
        event = await receive()
        return event.get("text") if event["type"] == "websocket.receive" else None

    async def send_text(text: str) -> None:
        await send({"type": "websocket.send", "text": text})

    await serve_connection(room_code(scope["path"]), receive_text, send_text)


async def websockets_main(port: int) -> None:
    from websockets.asyncio.server import ServerConnection, serve
    from websockets.exceptions import ConnectionClosed

    async def handler(connection: ServerConnection) -> None:
        async def receive_text() -> str | None:
            try:
                return str(await connection.recv())
            except ConnectionClosed:
                return None

        async def send_text(text: str) -> None:
            with contextlib.suppress(ConnectionClosed):
                await connection.send(text)

        await serve_connection(room_code(connection.request.path), receive_text, send_text)

    async with serve(handler, "127.0.0.1", port, compression=None, max_size=2**20) as server:
        await server.serve_forever()


if __name__ == "__main__":
    asyncio.run(websockets_main(int(sys.argv[1])))
