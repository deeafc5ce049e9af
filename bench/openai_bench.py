"""How long the OpenAI provider takes for 10, 20 and 50 questions, against one call.

A local OpenAI-compatible server answers every call after a fixed latency (1 s by default), so the
figures show how well requests are split and run in parallel, not how fast a real model writes.

    backend/.venv/bin/python bench/openai_bench.py [--latency 1.0] [--concurrency 4] [--per-call 15]

Sized as for a cloud API (12,000-character passages, up to 15 questions a call); the local-server defaults
(OPENAI_QUESTIONS_PER_CALL=5) take more, shorter calls.

Goal: 50 questions in at most 3 times the time of one call.
"""

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "backend"))

from quizforge.generation.providers.openai_provider import OpenAIQuestionProvider
from quizforge.generation.testing.fake_openai_server import FakeOpenAIServer
from quizforge.generation.testing.sample_document import DOCUMENT

GOAL_RATIO = 3.0


def long_document(characters: int) -> str:
    """The study text repeated as numbered parts until it reaches the given length."""
    parts: list[str] = []
    while sum(len(part) for part in parts) < characters:
        parts.append(f"Part {len(parts) + 1}.\n\n{DOCUMENT}")
    return "\n\n".join(parts)


def timed(
    server: FakeOpenAIServer, concurrency: int, per_call: int, text: str, count: int
) -> tuple[float, int, int, int]:
    server.requests.clear()
    server.max_in_flight = 0
    provider = OpenAIQuestionProvider(
        api_key="bench",
        base_url=server.base_url,
        model="bench-model",
        concurrency=concurrency,
        passage_chars=12000,
        questions_per_call=per_call,
    )
    started = time.perf_counter()
    questions = provider.generate(text=text, num_questions=count)
    return time.perf_counter() - started, len(questions), len(server.requests), server.max_in_flight


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--latency", type=float, default=1.0, help="seconds the server takes per call")
    parser.add_argument("--concurrency", type=int, default=4, help="OPENAI_CONCURRENCY")
    parser.add_argument("--per-call", type=int, default=15, help="OPENAI_QUESTIONS_PER_CALL")
    options = parser.parse_args()

    documents = {"short (2 k chars)": DOCUMENT, "long (60 k chars)": long_document(60_000)}
    with FakeOpenAIServer(latency=options.latency) as server:
        one_call, *_ = timed(server, options.concurrency, options.per_call, DOCUMENT, 5)
        print(f"server latency {options.latency:.1f} s, concurrency {options.concurrency}")
        print(f"one call (5 questions): {one_call:.2f} s\n")
        print(
            f"{'document':<20}{'questions':>10}{'got':>6}{'calls':>7}{'parallel':>10}{'seconds':>9}{'ratio':>7}"
        )
        worst = 0.0
        for name, text in documents.items():
            for count in (10, 20, 50):
                seconds, got, calls, parallel = timed(
                    server, options.concurrency, options.per_call, text, count
                )
                ratio = seconds / one_call
                if count == 50:
                    worst = max(worst, ratio)
                print(f"{name:<20}{count:>10}{got:>6}{calls:>7}{parallel:>10}{seconds:>9.2f}{ratio:>7.2f}")
    verdict = "met" if worst <= GOAL_RATIO else "NOT met"
    print(f"\n50 questions take at most {worst:.2f}x one call (goal <= {GOAL_RATIO:.0f}x): {verdict}")
    return 0 if worst <= GOAL_RATIO else 1


if __name__ == "__main__":
    sys.exit(main())
