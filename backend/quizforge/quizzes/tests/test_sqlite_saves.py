"""On the embedded SQLite default a class saving at once all succeed, and the plan limits hold (issue 7.3).

Runs in its own process against a fresh SQLite file, with the settings `make run` uses for it.
"""

import json
import os
import subprocess
import sys
from pathlib import Path

BACKEND_DIR = Path(__file__).resolve().parents[3]

_RACE = """
import json, django
django.setup()
from django.core.management import call_command
from django.db import connection
call_command("migrate", verbosity=0)
from quizforge.quizzes.models import SavedQuiz
from quizforge.quizzes.tests.helpers import make_user
from quizforge.quizzes.tests.test_free_plan_race import race, save_request

pupils = [make_user(f"pupil{n}@example.com", plan="premium") for n in range(50)]
teacher = make_user("teacher@example.com", plan="premium")
free = make_user("free@example.com")
free_pair = [make_user(f"free{n}@example.com") for n in range(25)]

def statuses(requests):
    return sorted(response.status_code for response in race(requests))

print(json.dumps({
    "class": statuses([save_request(pupil, n) for n, pupil in enumerate(pupils)]),
    "one_premium": statuses([save_request(teacher, n) for n in range(50)]),
    "one_free": statuses([save_request(free, n) for n in range(50)]),
    "free_pairs": statuses([save_request(user, n) for user in free_pair for n in range(2)]),
    "free_saved": SavedQuiz.objects.filter(user=free).count(),
    "free_pairs_saved": sorted({SavedQuiz.objects.filter(user=user).count() for user in free_pair}),
    "journal_mode": connection.cursor().execute("PRAGMA journal_mode").fetchone()[0],
}))
"""


def test_fifty_parallel_saves_on_sqlite_all_succeed_and_the_free_plan_still_holds(tmp_path):
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.django.test",
        "DATABASE_URL": f"sqlite:///{tmp_path / 'db.sqlite3'}",
        "LOG_LEVEL": "CRITICAL",
    }
    done = subprocess.run(
        [sys.executable, "-c", _RACE], cwd=BACKEND_DIR, env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.strip().splitlines()[-1])

    assert report["class"] == [201] * 50
    assert report["one_premium"] == [201] * 50
    assert report["one_free"] == [201] + [403] * 49
    assert report["free_saved"] == 1
    assert report["free_pairs"] == [201] * 25 + [403] * 25
    assert report["free_pairs_saved"] == [1]
    assert report["journal_mode"] == "wal"
