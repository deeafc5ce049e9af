"""Creates (or reuses) the benchmark's host account and quiz, and prints an access token for it.

Run with the backend's interpreter and environment (DATABASE_URL); prints one JSON line.
"""

import json
import os
import sys
from pathlib import Path

BACKEND_DIR = Path(__file__).resolve().parents[2] / "backend"
sys.path.insert(0, str(BACKEND_DIR))
sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.django.base")

import django  # noqa: E402

django.setup()

from quiz import bench_questions  # noqa: E402
from quizforge.accounts.models import User  # noqa: E402
from quizforge.quizzes.models import SavedQuiz  # noqa: E402
from rest_framework_simplejwt.tokens import AccessToken  # noqa: E402

HOST_EMAIL = "live-bench-host@example.com"
QUIZ_TITLE = "Live benchmark quiz"


def main() -> None:
    user, _ = User.objects.get_or_create(email=HOST_EMAIL, defaults={"subscription_plan": "premium"})
    quiz, _ = SavedQuiz.objects.update_or_create(
        user=user, title=QUIZ_TITLE, defaults={"questions": bench_questions()}
    )
    print(json.dumps({"access_token": str(AccessToken.for_user(user)), "quiz_id": quiz.id}))


if __name__ == "__main__":
    main()
