"""A worker that generates in a language holds that language's data from then on: it must stay a small
share of the memory an extraction worker forked from it may use (EXTRACTION_MEMORY_LIMIT_MB)."""

import subprocess
import sys
import textwrap
from pathlib import Path

BACKEND = Path(__file__).resolve().parents[5]
MEASURE = textwrap.dedent(
    """
    from quizforge.generation.providers.offline.provider import OfflineQuestionProvider
    from quizforge.generation.testing.paragraphs import PARAGRAPHS

    def rss_mb():
        with open("/proc/self/status") as status:
            return next(int(line.split()[1]) // 1024 for line in status if line.startswith("VmRSS:"))

    provider = OfflineQuestionProvider()
    before = rss_mb()
    provider.generate(text=PARAGRAPHS["pl"] * 3, num_questions=5)
    print(rss_mb() - before)
    """
)


def test_generating_in_polish_the_largest_dictionary_holds_under_150_mb():
    # A fresh process: this one may already hold Polish from other tests.
    grown = subprocess.run(
        [sys.executable, "-c", MEASURE], cwd=BACKEND, capture_output=True, text=True, check=True, timeout=120
    )

    assert int(grown.stdout.split()[-1]) < 150  # the full lemma dictionary alone took 356 MB
