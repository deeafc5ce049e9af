"""Redis commands per step of a live game (joins, answers, the question's end), counted by a redis-server of
its own (`INFO commandstats`, commands run inside the Lua scripts included), for the capacity model in the
README's live-games section.

    backend/.venv/bin/python bench/live/redis_ops.py [--players 1000]
"""

import argparse
import asyncio
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
BACKEND = Path(os.environ.get("LIVE_BENCH_BACKEND", HERE.parents[1] / "backend"))  # another checkout's


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def measure(players: int) -> None:
    import redis.asyncio

    from quizforge.multiplayer import events, game
    from quizforge.multiplayer.services import (
        player_add,
        room_create_in_store,
        room_meta_new,
        room_quiz_copy,
        room_store,
    )
    from quiz import bench_questions

    client = redis.asyncio.Redis.from_url(os.environ["REDIS_URL"], decode_responses=True)

    async def calls() -> tuple[int, float]:
        """Commands run so far and the server's CPU seconds (only this script uses it)."""
        stats = await client.info("commandstats")
        cpu = await client.info("cpu")
        done = sum(int(value["calls"]) for name, value in stats.items() if name != "cmdstat_info")
        return done, float(cpu["used_cpu_user"]) + float(cpu["used_cpu_sys"])

    questions = room_quiz_copy(bench_questions())
    meta = room_meta_new(
        host_user_id=1, title="Bench", questions=questions, max_players=players,
        time_per_question=60, show_leaderboard_after_each=True, allow_late_join=False,
    )
    code = (await room_create_in_store(meta=meta, questions=questions))["code"]
    store = room_store()
    await store.process_alive()
    seats = []
    await client.config_resetstat()
    start = await calls()
    for n in range(players):
        if n % 100 == 0:
            await store.process_alive()  # as the clock loop does: the sockets count while it lives
        player, token = await player_add(code=code, name=f"Player {n:04d}", is_host=False)
        channel = f"bench.{player['id']}"
        await store.player_connect(code=code, channel=channel, token=token, is_host=False)
        seats.append(game.Seat(code=code, channel=channel, player_id=player["id"], is_host=False))
    joined = await calls()
    now = events.now_ms()
    await store.game_start(code=code, now_ms=now, starts_at_ms=now, min_players=2)
    await store.room_tick(code=code, now_ms=now)
    opened = await calls()
    answer = questions[0]["correct_answer"]
    for n, seat in enumerate(seats[:-1]):
        if n % 100 == 0:
            await store.process_alive()
        await game.answer_submit(seat=seat, answer=answer)
    answered = await calls()
    await game.answer_submit(seat=seats[-1], answer=answer)  # the last answer ends the question
    await asyncio.sleep(1.0)
    ended = await calls()
    answers = players - 1
    print(f"players: {players}")
    print(
        f"per join (HTTP join + socket connect): {(joined[0] - start[0]) / players:.1f} Redis commands, "
        f"{1e6 * (joined[1] - start[1]) / players:.0f} us of Redis CPU"
    )
    print(
        f"per answer: {(answered[0] - opened[0]) / answers:.1f} Redis commands (one EVALSHA among them), "
        f"{1e6 * (answered[1] - opened[1]) / answers:.0f} us of Redis CPU"
    )
    print(
        f"the last answer and the question's end (question_ended, every answer_result): "
        f"{ended[0] - answered[0]} Redis commands, {1e3 * (ended[1] - answered[1]):.1f} ms of Redis CPU"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--players", type=int, default=1000)
    args = parser.parse_args()
    port = free_port()
    with tempfile.TemporaryDirectory() as folder:
        server = subprocess.Popen(
            ["redis-server", "--port", str(port), "--save", "", "--appendonly", "no", "--dir", folder],
            stdout=subprocess.DEVNULL,
        )
        try:
            for _ in range(100):
                with socket.socket() as probe:
                    if probe.connect_ex(("127.0.0.1", port)) == 0:
                        break
                time.sleep(0.1)
            os.environ["REDIS_URL"] = f"redis://127.0.0.1:{port}/0"
            os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.django.base")
            sys.path[:0] = [str(BACKEND), str(HERE)]
            import django

            django.setup()
            asyncio.run(measure(args.players))
        finally:
            server.terminate()
            server.wait()


if __name__ == "__main__":
    main()
