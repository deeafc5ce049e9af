"""Creates (or reuses) the benchmark's host account and quiz, and prints an access token for it.

`django_setup.py wide-room QUIZ_ID MAX_PLAYERS TIME_PER_QUESTION` instead creates a room past the spec's
100-player slider (for the 1,000-player scenario) through the same room service the API calls.
Run with the backend's interpreter and environment (DATABASE_URL, REDIS_URL); prints one JSON line.
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


def wide_room(quiz_id: int, max_players: int, time_per_question: int) -> None:
    import asyncio

    from quizforge.multiplayer.services import room_create_in_store, room_meta_new, room_quiz_copy

    quiz = SavedQuiz.objects.get(pk=quiz_id)
    meta = room_meta_new(
        host_user_id=quiz.user_id,
        title=quiz.title,
        questions=quiz.questions,
        max_players=max_players,
        time_per_question=time_per_question,
        show_leaderboard_after_each=True,
        allow_late_join=False,
    )
    questions = room_quiz_copy(quiz.questions)
    created = asyncio.run(room_create_in_store(meta=meta, questions=questions))
    print(json.dumps({"code": created["code"]}))


def main() -> None:
    if sys.argv[1:2] == ["wide-room"]:
        wide_room(*(int(arg) for arg in sys.argv[2:5]))
        return
    user, _ = User.objects.get_or_create(email=HOST_EMAIL, defaults={"subscription_plan": "premium"})
    quiz, _ = SavedQuiz.objects.update_or_create(
        user=user, title=QUIZ_TITLE, defaults={"questions": bench_questions()}
    )
    print(json.dumps({"access_token": str(AccessToken.for_user(user)), "quiz_id": quiz.id}))


if __name__ == "__main__":
    main()
