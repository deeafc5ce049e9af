"""Speed of the offline question generator: 20 questions from the largest documents of the corpus.

    backend/.venv/bin/python bench/local_generator_bench.py [--questions 20] [--repeat 5]

Documents: us_constitution.txt, the two largest English documents of the corpus's good/ folder (found
by extracting every file and keeping those the generator reads as English; the first is the
Constitution itself), and the largest document of all, geotopo_lecture_notes_de.pdf (German, 117 pages,
read by the language-independent methods). Text is extracted first (the
product's extract_text) and not timed.

Two figures per document:
- cold: the first call in a fresh Python process, which also loads the word lists (lemminflect,
  wordfreq, pysbd's rules) that a worker process loads once;
- warm: the median (and slowest) of `--repeat` further calls in one process, what each generation job
  costs in a running worker.

Goal: warm <= 2 s for 20 questions. The script exits non-zero when a warm figure misses it.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BACKEND = Path(__file__).resolve().parents[1] / "backend"
sys.path.insert(0, str(BACKEND))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.django.base")

GOAL_SECONDS = 2.0
CORPUS = Path(os.environ.get("QUIZFORGE_CORPUS_DIR", BACKEND.parents[1] / "shared" / "corpus")) / "good"
LARGEST_DOCUMENT = "geotopo_lecture_notes_de.pdf"


def timed_generation(text: str, questions: int) -> tuple[float, str]:
    from quizforge.core.exceptions import InvalidInput
    from quizforge.generation.providers.local_provider import LocalQuestionProvider

    started = time.perf_counter()
    try:
        made = len(LocalQuestionProvider().generate(text=text, num_questions=questions))
        outcome = f"{made} questions"
    except InvalidInput as error:
        outcome = f"refused: {error.message[:60]}"
    return time.perf_counter() - started, outcome


def cold_run(path: Path, questions: int) -> None:
    """Child mode: one generation in this fresh process, the time printed on stdout."""
    elapsed, _ = timed_generation(path.read_text(encoding="utf-8"), questions)
    print(f"{elapsed:.4f}")


def cold_seconds(text: str, questions: int) -> float:
    with tempfile.NamedTemporaryFile("w", suffix=".txt", encoding="utf-8", delete=False) as handle:
        handle.write(text)
    try:
        result = subprocess.run(  # noqa: S603 - runs this very script with the same interpreter
            [sys.executable, __file__, "--cold-run", handle.name, "--questions", str(questions)],
            capture_output=True,
            text=True,
            check=True,
        )
    finally:
        os.unlink(handle.name)
    return float(result.stdout.strip().splitlines()[-1])


def extracted_documents() -> dict[str, str]:
    import django

    django.setup()
    from quizforge.core.exceptions import InvalidInput
    from quizforge.generation.extraction.pipeline import extract_text

    texts = {}
    for path in sorted(CORPUS.iterdir()):
        try:
            texts[path.name] = extract_text(filename=path.name, data=path.read_bytes()).content
        except InvalidInput:
            continue
    return texts


def english_by_size(texts: dict[str, str]) -> list[str]:
    """The documents the generator reads as English, largest first."""
    from quizforge.core.exceptions import InvalidInput
    from quizforge.generation.providers.local import language

    english = []
    for name, text in texts.items():
        try:
            if language.text_check(text) != "en":
                continue
        except InvalidInput:
            continue
        english.append((len(text), name))
    return [name for _, name in sorted(english, reverse=True)]


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--questions", type=int, default=20)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--cold-run", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.cold_run:
        cold_run(args.cold_run, args.questions)
        return 0

    texts = extracted_documents()
    english = english_by_size(texts)
    names = list(dict.fromkeys(["us_constitution.txt", *english[:2], LARGEST_DOCUMENT]))
    print(f"{args.questions} questions per call; largest English documents: {', '.join(english[:2])}")
    print()
    print("| document | characters | outcome | cold s | warm median s | warm max s |")
    print("|---|---|---|---|---|---|")
    missed = False
    for name in names:
        text = texts[name]
        cold = cold_seconds(text, args.questions)
        timed_generation(text, args.questions)  # this process's own first call loads the word lists
        runs = [timed_generation(text, args.questions) for _ in range(args.repeat)]
        warm = [seconds for seconds, _ in runs]
        outcome = runs[-1][1]
        missed = missed or statistics.median(warm) > GOAL_SECONDS
        median = statistics.median(warm)
        print(f"| {name} | {len(text):,} | {outcome} | {cold:.2f} | {median:.2f} | {max(warm):.2f} |")
    print()
    print(f"goal: warm <= {GOAL_SECONDS:.1f} s -> {'MISSED' if missed else 'met'}")
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
