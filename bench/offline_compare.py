"""The offline generator (`local`) beside its rebuilt pipeline (`offline`), on the corpus's study documents
and the evaluation set's TUNING half, 10 questions asked of each.

    backend/.venv/bin/python bench/offline_compare.py [--questions 10] [--only NAME ...]

Prints per document the questions each generator returns (or the message it refuses with) and its seconds,
then the totals. Writes for a reviewer, under bench/.cache/ (ignored by git):

- offline_compare_new.md: every question of the new generator, with choices, key, explanation and source;
- offline_compare_blind.md: per document, the questions of both generators shuffled together under
  neutral numbers, each followed by a verdict line to fill in (KEEP / FIX / DISCARD, as in
  bench/question_review.md);
- offline_compare_key.tsv: which generator wrote which number, to read only once the grading is done.

The evaluation set's test half is never read: a document runs only if both the manifest and the split
rule (first hex digit of sha256(file name) in 0..7) put it in the tuning half. The manifest is
bench/evalset/manifest.tsv (or QUIZFORGE_EVALSET_MANIFEST), its documents in QUIZFORGE_EVALSET_DIR
(default /work/evalset/documents); without them only the corpus runs.
"""

import argparse
import csv
import hashlib
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BACKEND = ROOT / "backend"
sys.path.insert(0, str(BACKEND))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.django.base")

import django  # noqa: E402

django.setup()

from quizforge.core.exceptions import ApplicationError  # noqa: E402
from quizforge.generation.extraction.pipeline import extract_text  # noqa: E402
from quizforge.generation.providers.local_provider import LocalQuestionProvider  # noqa: E402
from quizforge.generation.providers.offline.provider import OfflineQuestionProvider  # noqa: E402
from quizforge.generation.testing.corpus import CORPUS_DIR, STUDY_DOCUMENTS  # noqa: E402
from quizforge.quizzes.questions import Question  # noqa: E402

CORPUS = CORPUS_DIR / "good"
if not CORPUS.is_dir():
    CORPUS = Path("/work/shared/corpus/good")
# The corpus's study documents (its other files test extraction: samples of a few lines, a calendar).
MANIFEST = Path(os.environ.get("QUIZFORGE_EVALSET_MANIFEST", ROOT / "bench" / "evalset" / "manifest.tsv"))
EVALSET = Path(os.environ.get("QUIZFORGE_EVALSET_DIR", "/work/evalset/documents"))
CACHE = ROOT / "bench" / ".cache"


def tuning_half(name: str) -> bool:
    return hashlib.sha256(name.encode("utf-8")).hexdigest()[0] in "01234567"


def documents() -> list[tuple[str, Path]]:
    found = [("corpus", CORPUS / name) for name in STUDY_DOCUMENTS if (CORPUS / name).is_file()]
    if MANIFEST.is_file():
        with MANIFEST.open(encoding="utf-8", newline="") as handle:
            for row in csv.DictReader(handle, delimiter="\t"):
                path = EVALSET / row["file"]
                if row["half"] == "tuning" and tuning_half(row["file"]) and path.is_file():
                    found.append(("tuning", path))
    return found


Generator = Callable[..., list[Question]]


def run(generate: Generator, text: str, asked: int) -> tuple[list[Question], str, float]:
    start = time.perf_counter()
    try:
        questions = generate(text=text, num_questions=asked)
        note = ""
    except ApplicationError as error:
        questions, note = [], error.message
    return questions, note, time.perf_counter() - start


def question_lines(number: str, question: Question, *, verdict: bool) -> list[str]:
    lines = [f"**{number}.** {question['question']}", ""]
    for choice in question["choices"]:
        lines.append(f"- **{choice}** (key)" if choice == question["correct_answer"] else f"- {choice}")
    lines += ["", f"*Explanation:* {question['explanation']}", "", f"*Source:* {question['source']}", ""]
    if verdict:
        lines += ["**Verdict:** TODO", ""]
    return lines


def warm_timing(old: LocalQuestionProvider, new: OfflineQuestionProvider) -> None:
    """20 questions from the corpus's largest study document, once its language's data is loaded (a
    worker that has served that language before), median of three runs."""
    paths = [CORPUS / name for name in STUDY_DOCUMENTS if (CORPUS / name).is_file()]
    if not paths:
        return
    texts = [extract_text(filename=path.name, data=path.read_bytes()).content for path in paths]
    name, text = max(zip((path.name for path in paths), texts, strict=True), key=lambda pair: len(pair[1]))
    for label, generate in (("old", old.generate), ("new", new.generate)):
        times = [run(generate, text, WARM_QUESTIONS)[2] for _ in range(4)][1:]
        print(
            f"{label}, {WARM_QUESTIONS} questions from {name} (warm): median {statistics.median(times):.2f} s"
        )


WARM_QUESTIONS = 20


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--questions", type=int, default=10)
    parser.add_argument("--only", nargs="*", default=[])
    args = parser.parse_args()
    old, new = LocalQuestionProvider(), OfflineQuestionProvider()
    CACHE.mkdir(parents=True, exist_ok=True)
    sample: list[str] = ["# Questions of the new offline generator", ""]
    blind: list[str] = ["# Blind grading: questions of two generators, shuffled", ""]
    key_rows: list[str] = ["number\tgenerator\tdocument"]
    totals = {"corpus": [0, 0, 0, 0, 0, 0], "tuning": [0, 0, 0, 0, 0, 0]}
    seconds: dict[str, list[float]] = {"old": [], "new": []}
    header = f"{'set':7} {'document':58} {'old':>4} {'new':>4} {'old s':>6} {'new s':>6}"
    print(f"{header}  new refusal / old refusal")
    for group, path in documents():
        if args.only and path.name not in args.only:
            continue
        text = extract_text(filename=path.name, data=path.read_bytes()).content
        old_questions, old_note, old_time = run(old.generate, text, args.questions)
        new_questions, new_note, new_time = run(new.generate, text, args.questions)
        seconds["old"].append(old_time)
        seconds["new"].append(new_time)
        notes = " / ".join(note[:70] for note in (new_note, old_note) if note)
        print(
            f"{group:7} {path.name[:58]:58} {len(old_questions):4} {len(new_questions):4} "
            f"{old_time:6.2f} {new_time:6.2f}  {notes}"
        )
        total = totals[group]
        total[0] += args.questions
        total[1] += len(old_questions)
        total[2] += len(new_questions)
        total[3] += 1
        total[4] += len(old_questions) >= args.questions * 0.9
        total[5] += len(new_questions) >= args.questions * 0.9
        sample += [f"## {path.name} ({group}): {len(new_questions)} of {args.questions}", ""]
        for index, question in enumerate(new_questions, 1):
            sample += question_lines(str(index), question, verdict=False)
        mixed = [("old", q) for q in old_questions] + [("new", q) for q in new_questions]
        random.Random(path.name).shuffle(mixed)
        blind += [f"## {path.name}", ""]
        for index, (generator, question) in enumerate(mixed, 1):
            number = f"{hashlib.sha256(path.name.encode()).hexdigest()[:4]}-{index}"
            blind += question_lines(number, question, verdict=True)
            key_rows.append(f"{number}\t{generator}\t{path.name}")
    print()
    for group, (asked, old_count, new_count, docs, old_full, new_full) in totals.items():
        if docs:
            print(
                f"{group}: {docs} documents, returned of {asked} asked: "
                f"old {old_count} ({old_count / asked:.0%}), new {new_count} ({new_count / asked:.0%}); "
                f"at least 9 of 10: old {old_full}, new {new_full}"
            )
    for name, values in seconds.items():
        if values:
            median, longest = statistics.median(values), max(values)
            print(f"{name}, first run in this process: median {median:.2f} s, longest {longest:.2f} s")
    warm_timing(old, new)
    (CACHE / "offline_compare_new.md").write_text("\n".join(sample), encoding="utf-8")
    (CACHE / "offline_compare_blind.md").write_text("\n".join(blind), encoding="utf-8")
    (CACHE / "offline_compare_key.tsv").write_text("\n".join(key_rows) + "\n", encoding="utf-8")
    print(f"questions written to {CACHE.relative_to(ROOT)}/offline_compare_*.")


if __name__ == "__main__":
    main()
