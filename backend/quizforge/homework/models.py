"""Homework (CONTRACT §8): a quiz assigned with a due date, played by pupils alone at their pace.

The questions, the answers and the standings live in a stored live game (`multiplayer.Game`, with its
players and answers), so that the owner reads them on the same results page, report and CSV as a live
game's. These models add what a live game does not have: the due date, the pupils' devices and places.
"""

from django.conf import settings
from django.db import models

from quizforge.core.models import TimestampedModel
from quizforge.multiplayer.models import Game, GamePlayer


class Homework(TimestampedModel):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="homework")
    game = models.OneToOneField(Game, on_delete=models.CASCADE, related_name="homework")
    code = models.CharField(max_length=6, unique=True)
    due_at = models.DateTimeField()
    time_per_question = models.PositiveIntegerField(null=True)  # seconds; null: no timer

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return self.code


class HomeworkPupil(TimestampedModel):
    """One pupil: its row in the standings, the device token, and where it is (`position`: the index of
    the question it is on; the question's clock runs from `question_started_at`)."""

    homework = models.ForeignKey(Homework, on_delete=models.CASCADE, related_name="pupils")
    player = models.OneToOneField(GamePlayer, on_delete=models.CASCADE, related_name="homework_pupil")
    name_key = models.TextField()  # NFKC can expand a character many times
    name_skeleton = models.TextField()
    token = models.CharField(max_length=64, unique=True)
    position = models.PositiveIntegerField(default=0)
    question_started_at = models.DateTimeField(null=True)
    current_streak = models.PositiveIntegerField(default=0)
    finished_at = models.DateTimeField(null=True)

    class Meta:
        ordering = ["created_at", "id"]

    def __str__(self) -> str:
        return self.player.name


class HomeworkRejoin(TimestampedModel):
    """Another device asking to be a pupil whose name it gave: the owner lets it in (its token becomes the
    pupil's; the old device's stops working) or turns it away (the request is deleted)."""

    pupil = models.ForeignKey(HomeworkPupil, on_delete=models.CASCADE, related_name="rejoins")
    token = models.CharField(max_length=64, unique=True)

    class Meta:
        ordering = ["created_at", "id"]

    def __str__(self) -> str:
        return f"{self.pupil} (rejoin)"
