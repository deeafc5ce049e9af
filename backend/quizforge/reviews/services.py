"""The review queue: a missed question enters due a day later (one already queued keeps its place); each
right review of a due question waits longer (1, 3, 7, 14 days); right after the 14-day wait it is learned
and leaves the queue. A queue keeps at most REVIEW_ITEMS_PER_USER questions, the newest."""

import hashlib
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from quizforge.accounts.models import User
from quizforge.core.exceptions import NotFound
from quizforge.quizzes.questions import Question
from quizforge.quizzes.services import quiz_questions_clean
from quizforge.reviews.models import ReviewItem

INTERVAL_DAYS = (1, 3, 7, 14)
REVIEW_ITEM_NOT_FOUND = "This question is not in your review queue."


def question_key(question: Question) -> str:
    text = f"{question['question'].strip()}\n{question['correct_answer'].strip()}"
    return hashlib.sha256(text.encode()).hexdigest()


def _due_after(step: int, now: datetime) -> datetime:
    return now + timedelta(days=INTERVAL_DAYS[step])


def misses_record(*, user: User, questions: Any) -> int:
    """Puts missed questions in the user's queue, due in a day; one already there keeps its progress. Past
    the cap, the questions added longest ago leave the queue, so today's misses are always kept."""
    cleaned = quiz_questions_clean(questions)
    now = timezone.now()
    with transaction.atomic():
        for question in cleaned:
            ReviewItem.objects.get_or_create(
                user=user,
                question_key=question_key(question),
                defaults={"question": dict(question), "step": 0, "due_at": _due_after(0, now)},
            )
        _queue_trim(user)
    return len(cleaned)


def _queue_trim(user: User) -> None:
    queue = ReviewItem.objects.filter(user=user)
    newest_first = queue.order_by("-created_at", "-id").values_list("pk", flat=True)
    kept = list(newest_first[: settings.REVIEW_ITEMS_PER_USER])
    queue.exclude(pk__in=kept).delete()


def review_answer(*, user: User, item_id: int, correct: bool) -> ReviewItem | None:
    """Reschedules a reviewed question: right, the next wait; wrong, a day again. Answers the item, or None
    once it is learned (right after the longest wait) and has left the queue. A question not due yet (a
    session played again) stays as it is: only the first review after each wait counts."""
    now = timezone.now()
    with transaction.atomic():
        item = ReviewItem.objects.select_for_update().filter(user=user, pk=item_id).first()
        if item is None:
            raise NotFound(REVIEW_ITEM_NOT_FOUND)
        if item.due_at > now:
            return item
        if correct and item.step + 1 >= len(INTERVAL_DAYS):
            item.delete()
            return None
        item.step = item.step + 1 if correct else 0
        item.due_at = _due_after(item.step, now)
        item.save(update_fields=["step", "due_at", "updated_at"])
        return item
