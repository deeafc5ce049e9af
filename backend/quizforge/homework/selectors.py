"""What the owner reads about its homework: the list, and one homework's progress (polled, live)."""

from typing import Any

from django.db.models import QuerySet
from django.utils import timezone

from quizforge.accounts.models import User
from quizforge.homework.models import Homework, HomeworkPupil, HomeworkRejoin
from quizforge.homework.services import homework_link, homework_of_owner


def homework_list(*, user: User) -> QuerySet[Homework]:
    return Homework.objects.filter(owner=user).select_related("game")


def homework_summary(homework: Homework) -> dict[str, Any]:
    pupils = HomeworkPupil.objects.filter(homework=homework)
    return {
        "code": homework.code,
        "link": homework_link(code=homework.code),
        "quiz_title": homework.game.quiz_title,
        "total_questions": len(homework.game.questions),
        "time_per_question": homework.time_per_question,
        "due_at": homework.due_at,
        "closed": timezone.now() >= homework.due_at,
        "game_id": homework.game_id,
        "pupils": pupils.count(),
        "finished": pupils.filter(finished_at__isnull=False).count(),
    }


def homework_progress(*, user: User, code: str) -> dict[str, Any]:
    """Who has joined, how far each is, who has finished, and the devices asking to be let in."""
    homework = homework_of_owner(user=user, code=code)
    pupils = HomeworkPupil.objects.filter(homework=homework).select_related("player").order_by("player__rank")
    total = len(homework.game.questions)
    return {
        **homework_summary(homework),
        "pupils_progress": [
            {
                "id": p.player.player_id,
                "name": p.player.name,
                "answered": min(p.position, total),
                "correct_answers": p.player.correct_answers,
                "finished": p.finished_at is not None,
                "rank": p.player.rank,
            }
            for p in pupils
        ],
        "requests": [
            {"request_id": r.pk, "name": r.pupil.player.name}
            for r in HomeworkRejoin.objects.filter(pupil__homework=homework).select_related("pupil__player")
        ],
    }
