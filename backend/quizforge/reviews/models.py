"""A signed-in user's spaced review: the questions they missed, each due again after a growing wait."""

from django.conf import settings
from django.db import models

from quizforge.core.models import TimestampedModel


class ReviewItem(TimestampedModel):
    """One question one user missed. `step` is how many reviews in a row they got right since their last
    miss: the next wait is services.INTERVAL_DAYS[step]."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="review_items")
    question_key = models.CharField(max_length=64)  # sha256 of the question's text and its answer
    question = models.JSONField()  # {question, choices, correct_answer, explanation, source} as missed
    step = models.PositiveSmallIntegerField(default=0)
    due_at = models.DateTimeField(db_index=True)

    class Meta:
        ordering = ["due_at", "id"]
        constraints = [
            models.UniqueConstraint(fields=["user", "question_key"], name="reviews_item_once_per_question")
        ]

    def __str__(self) -> str:
        return f"{self.user_id}: {self.question.get('question', '')[:40]}"
