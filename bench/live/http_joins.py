"""Times the HTTP join alone: N players `POST /api/multiplayer/rooms/{CODE}/join/` to one room of one
daphne process of the product, `--at-once` at a time, from one loopback address per 100 players (like
`run.py`). No sockets are opened. Prints the total, the joins per second, and the latency of the first and
last hundred joins (a join that reads the whole room grows with it).

    export REDIS_URL=redis://127.0.0.1:PORT/0 DATABASE_URL=postgres://...
    backend/.venv/bin/python bench/live/http_joins.py [--players 300] [--at-once 25] [--profile FILE]

`--profile FILE` records the server with py-spy (raw collapsed stacks) while the joins run;
`profile_summary.py FILE` reads it. `LIVE_BENCH_PRODUCT_APP` serves a variant, as for `run.py`.
"""

import argparse
import signal
import statistics
import subprocess
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from players import PlayerSpec, rest_join
from procstat import cpu_seconds
from run import VENV_BIN, Product, stop_servers


def join_timed(spec: PlayerSpec) -> tuple[float, float, str]:
    """(start, seconds taken, error or "") of one join."""
    started = time.monotonic()
    try:
        rest_join(spec)
        error = ""
    except Exception as failure:  # a refusal is a figure too
        error = str(failure)[:200]
    return started, time.monotonic() - started, error


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def describe(label: str, seconds: list[float]) -> str:
    if not seconds:
        return f"{label}: none"
    ms = [s * 1000 for s in seconds]
    return (
        f"{label}: p50 {statistics.median(ms):.1f} ms, p99 {percentile(ms, 0.99):.1f} ms, "
        f"max {max(ms):.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=300)
    parser.add_argument("--at-once", type=int, default=25)
    parser.add_argument("--profile", default="")
    args = parser.parse_args()

    product = Product()
    product.start(1)
    profiler: subprocess.Popen[bytes] | None = None
    try:
        server = product.servers[0]
        code = product.wide_room(args.players + 1)
        specs = [
            PlayerSpec(
                number=i,
                name=f"P{i:04d}",
                code=code,
                ws_url="",
                http_host=server.http_host,
                source_address=f"127.0.{1 + i // 100}.1",
                product=True,
            )
            for i in range(args.players)
        ]
        rest_join(PlayerSpec(number=-1, name="Warm", code=code, ws_url="", http_host=server.http_host))
        if args.profile:
            record = ["record", "--pid", str(server.process.pid), "--rate", "250", "--format", "raw", "--gil"]
            profiler = subprocess.Popen(  # noqa: S603 (our own py-spy on our own server)
                [str(VENV_BIN / "py-spy"), *record, "--nonblocking", "--output", args.profile],
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )
            time.sleep(1.0)
        cpu_before = cpu_seconds(server.process.pid)
        began = time.monotonic()
        with ThreadPoolExecutor(args.at_once) as pool:
            results = list(pool.map(join_timed, specs))
        total = time.monotonic() - began
        cpu = cpu_seconds(server.process.pid) - cpu_before
    finally:
        if profiler is not None:
            profiler.send_signal(signal.SIGINT)
            profiler.wait(timeout=30)
        stop_servers(product.servers)
    report(results, total, cpu, args)


def report(results: list[tuple[float, float, str]], total: float, cpu: float, args: Any) -> None:
    errors = [error for _, _, error in results if error]
    in_order = [taken for _, taken, error in sorted(results) if not error]
    load = open("/proc/loadavg").read().split()[:3]  # noqa: SIM115
    print(
        f"{args.players} HTTP joins, {args.at_once} at a time, one process: {total:.2f} s "
        f"({args.players / total:.0f} joins/s), server CPU {cpu:.2f} s "
        f"({cpu / max(1, args.players) * 1000:.2f} ms a join), load average {' '.join(load)}"
    )
    print(describe("all joins", in_order))
    print(describe("first 100 joins", in_order[:100]))
    print(describe("last 100 joins", in_order[-100:]))
    if errors:
        print(f"{len(errors)} refused or failed, e.g. {errors[0]}")


if __name__ == "__main__":
    main()
