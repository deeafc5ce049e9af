"""Finished live games, kept so that the host can look at them later and download them."""

from django.conf import settings
from django.db import models

from quizforge.core.models import TimestampedModel


class Game(TimestampedModel):
    """One played room. `room_uid` makes storing a finished room twice a no-op."""

    room_uid = models.CharField(max_length=32, unique=True)
    code = models.CharField(max_length=6)
    host = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="live_games")
    quiz_title = models.CharField(max_length=200)
    # The saved quiz it was played from, for the report's links to edit a question (null once deleted).
    quiz = models.ForeignKey(
        "quizzes.SavedQuiz", null=True, blank=True, on_delete=models.SET_NULL, related_name="live_games"
    )
    questions = models.JSONField(default=list)  # the questions played, each with its answer counts
    time_per_question = models.PositiveIntegerField()
    end_reason = models.CharField(max_length=20, default="finished")  # finished | ended_by_host | expired
    scoring = models.CharField(max_length=10, default="speed")  # speed | accuracy (room_settings)
    timer = models.CharField(max_length=20, default="per_question")  # per_question | none

    class Meta:
        ordering = ["-created_at", "-id"]

    def __str__(self) -> str:
        return f"{self.quiz_title} ({self.code})"


class GamePlayer(models.Model):
    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="players")
    player_id = models.CharField(max_length=32)
    name = models.CharField(max_length=64)  # 20 grapheme clusters, at most 64 code points
    is_host = models.BooleanField(default=False)
    rank = models.PositiveIntegerField()
    score = models.PositiveIntegerField()
    correct_answers = models.PositiveIntegerField()
    total_answers = models.PositiveIntegerField()
    best_streak = models.PositiveIntegerField()
    # sha256 of the player's token: its phone reads its own review with it, without an account.
    review_key = models.CharField(max_length=64, blank=True, db_index=True)
    extra_time = models.FloatField(default=1.0)  # the extra time the host gave: 1, 1.5 or 2

    class Meta:
        ordering = ["rank"]
        constraints = [models.UniqueConstraint(fields=["game", "player_id"], name="multiplayer_player_once")]

    def __str__(self) -> str:
        return self.name


class GameAnswer(models.Model):
    player = models.ForeignKey(GamePlayer, on_delete=models.CASCADE, related_name="answers")
    question_index = models.PositiveIntegerField()
    choice = models.CharField(max_length=300, blank=True)
    is_correct = models.BooleanField()
    points = models.PositiveIntegerField()
    elapsed_ms = models.PositiveIntegerField()

    class Meta:
        ordering = ["question_index"]
        constraints = [
            models.UniqueConstraint(fields=["player", "question_index"], name="multiplayer_answer_once")
        ]

    def __str__(self) -> str:
        return f"{self.player} #{self.question_index}"
