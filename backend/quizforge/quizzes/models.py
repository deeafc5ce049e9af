from collections.abc import Collection
from datetime import datetime
from typing import Any, Self

from django.conf import settings
from django.db import models
from django.db.models import Q

from quizforge.core.models import TimestampedModel
from quizforge.quizzes.questions import TITLE_MAX_CHARS, text_repaired


class SavedQuiz(TimestampedModel):
    """A quiz in one user's collection. `created_at` is the `saved_at` the product shows."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="saved_quizzes")
    title = models.CharField(max_length=TITLE_MAX_CHARS)
    questions = models.JSONField(default=list)
    high_score = models.PositiveIntegerField(default=0)
    share_token = models.CharField(max_length=64, unique=True, null=True, blank=True, default=None)
    copied_from = models.ForeignKey(
        "self", on_delete=models.SET_NULL, null=True, blank=True, related_name="copies"
    )

    class Meta:
        ordering = ["-created_at", "-id"]
        indexes = [models.Index(fields=["user", "-created_at"], name="quizzes_user_newest")]
        constraints = [
            models.UniqueConstraint(
                fields=["user", "copied_from"],
                condition=Q(copied_from__isnull=False),
                name="quizzes_one_copy_per_user",
            ),
        ]

    def __str__(self) -> str:
        return self.title

    @classmethod
    def from_db(cls, db: str | None, field_names: Collection[str], values: Collection[Any]) -> Self:
        # A row saved before the validator refused unencodable text must still be readable and shareable.
        return super().from_db(db, field_names, [text_repaired(value) for value in values])

    @property
    def saved_at(self) -> datetime:
        return self.created_at

    @property
    def question_count(self) -> int:
        return len(self.questions)
