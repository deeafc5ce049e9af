"""Memory of the offline generator's language data: resident memory (RSS) of one process as it generates.

    backend/.venv/bin/python bench/offline_memory_bench.py [--questions 5] [LANG ...]

Prints the process's RSS after Django starts, after the offline generator (GENERATION_PROVIDER=offline) is
imported, then after generating a quiz from a short text in each language given (default: en de fr es pl
it), one after the other in the same process, as a Celery worker does over a day, with the seconds each
generation took. Language data (lemma dictionaries, word frequencies) is loaded the first time a language
is generated in and stays; a process that never generates in a language never loads it. The extraction
sandbox forks its workers from this process, and their memory limit counts what they share with it.
"""

import argparse
import os
import sys
import time
from pathlib import Path

BACKEND = Path(__file__).resolve().parents[1] / "backend"
sys.path.insert(0, str(BACKEND))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.django.base")


def rss_mb() -> int:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) // 1024
    return 0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("languages", nargs="*", default=["en", "de", "fr", "es", "pl", "it"])
    parser.add_argument("--questions", type=int, default=5)
    args = parser.parse_args()

    import django

    django.setup()
    print(f"{'after Django starts':<34} {rss_mb():>6} MB")

    from quizforge.generation.providers.offline.provider import OfflineQuestionProvider
    from quizforge.generation.testing.paragraphs import PARAGRAPHS

    print(f"{'after importing the generator':<34} {rss_mb():>6} MB")
    provider = OfflineQuestionProvider()
    for code in args.languages:
        started = time.monotonic()
        questions = provider.generate(text=PARAGRAPHS[code] * 3, num_questions=args.questions)
        seconds = time.monotonic() - started
        label = f"after generating in {code} ({len(questions)} q)"
        print(f"{label:<34} {rss_mb():>6} MB   {seconds:5.2f} s")


if __name__ == "__main__":
    main()
