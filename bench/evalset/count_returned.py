"""How many of the questions asked the offline generator returns, per document of one half of the set.

    backend/.venv/bin/python bench/evalset/count_returned.py --half tuning|test [--questions 10]

Each document goes through the upload's extraction (`document_extract`) and then the offline generator
(`LocalQuestionProvider`), as a generation job does; the message is the one the job would show (a
refusal's sentence, or the note for fewer questions than asked). The table gives counts, messages and
seconds only, never a question, so that running it on the test half shows nothing to tune on.

Totals: questions returned of asked, and the share of documents with at least 9 of 10 (over all the
half's documents, and over those with at least 150 words of running text, the issue's threshold).
Documents are read from QUIZFORGE_EVALSET_DIR (default /work/evalset/documents) and checked by sha256.
"""

import argparse
import logging
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
BACKEND = Path(__file__).resolve().parents[2] / "backend"
sys.path.insert(0, str(BACKEND))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.django.base")

from evalset import HALVES, Entry, documents_dir, entries, file_sha256  # noqa: E402

STUDY_DOCUMENT_WORDS = 150
MESSAGE_CHARS = 90


def returned(entry: Entry, data: bytes, asked: int) -> tuple[int, str]:
    from quizforge.core.exceptions import ApplicationError
    from quizforge.generation.extraction import document_extract
    from quizforge.generation.providers.local_provider import LocalQuestionProvider
    from quizforge.generation.job_messages import generation_message

    try:
        text = document_extract(filename=entry.file, data=data).content
        made = len(LocalQuestionProvider().generate(text=text, num_questions=asked)[:asked])
    except ApplicationError as error:
        return 0, f"refused: {error.message}"
    return made, "" if made >= asked else generation_message(generated=made, requested=asked)


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--half", choices=HALVES, required=True)
    parser.add_argument("--questions", type=int, default=10)
    args = parser.parse_args()

    import django

    django.setup()
    logging.disable(logging.INFO)  # the extraction's one log line per document
    folder = documents_dir()
    rows = entries(args.half)
    print(f"{args.half} half: {len(rows)} documents, {args.questions} questions asked of each")
    print()
    print("| document | language | format | words | returned | message | seconds |")
    print("|---|---|---|---|---|---|---|")
    results = []
    for entry in rows:
        path = folder / entry.file
        if not path.is_file() or file_sha256(path) != entry.sha256:
            print(f"{entry.file}: missing or not the manifest's file", file=sys.stderr)
            return 1
        started = time.perf_counter()
        made, message = returned(entry, path.read_bytes(), args.questions)
        seconds = time.perf_counter() - started
        results.append((entry, made))
        shown = message if len(message) <= MESSAGE_CHARS else message[: MESSAGE_CHARS - 1] + "…"
        print(
            f"| {entry.file} | {entry.language} | {entry.format} | {entry.words:,} "
            f"| {made} of {args.questions} | {shown} | {seconds:.1f} |"
        )
    enough = (9 * args.questions + 9) // 10  # 9 of 10, rounded up
    total = sum(made for _, made in results)
    asked = args.questions * len(results)
    study = [(entry, made) for entry, made in results if entry.words >= STUDY_DOCUMENT_WORDS]
    print()
    print(f"returned: {total} of {asked} questions asked ({100 * total / max(asked, 1):.0f}%)")
    for label, part in (("all documents", results), (f">= {STUDY_DOCUMENT_WORDS} words", study)):
        full = sum(1 for _, made in part if made >= enough)
        share = 100 * full / max(len(part), 1)
        print(f"at least {enough} of {args.questions}: {full} of {len(part)} {label} ({share:.0f}%)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
