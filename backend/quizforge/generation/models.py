import uuid

from django.conf import settings
from django.db import models
from django.utils import timezone

from quizforge.core.models import TimestampedModel


class GenerationJob(TimestampedModel):
    """One request to turn a document (its text, or an uploaded file) into questions, worked by a task."""

    class Status(models.TextChoices):
        QUEUED = "queued", "Queued"
        EXTRACTING = "extracting", "Extracting text"
        GENERATING = "generating", "Generating questions"
        DONE = "done", "Done"
        FAILED = "failed", "Failed"

    RUNNING = (Status.EXTRACTING, Status.GENERATING)
    ACTIVE = (Status.QUEUED, Status.EXTRACTING, Status.GENERATING)
    FINISHED = (Status.DONE, Status.FAILED)

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="generation_jobs"
    )
    status = models.CharField(max_length=16, choices=Status.choices, default=Status.QUEUED)
    progress = models.FloatField(default=0.0)
    num_questions = models.PositiveSmallIntegerField()
    text = models.TextField(blank=True, default="")
    # The uploaded file waits here until its text is extracted, then it is cleared.
    document = models.BinaryField(null=True, blank=True, editable=False)
    filename = models.CharField(max_length=255, blank=True, default="")
    # While the job runs: the questions accepted so far (kept when it is stopped); once done, its quiz.
    questions = models.JSONField(default=list, blank=True)
    # What Replace (in Review & Edit) draws on once the job is done, deleted with the job: further questions
    # the offline generator found in the document, best first, and those already handed out; on the AI path,
    # the document's text instead (at most GENERATION_REPLACEMENT_TEXT_MAX_CHARS), to ask the AI server for
    # one more. `spares_sought` is False for a job stopped before it looked for further questions.
    spare_questions = models.JSONField(default=list, blank=True)
    offered_questions = models.JSONField(default=list, blank=True)
    spares_sought = models.BooleanField(default=True)
    replacement_text = models.TextField(blank=True, default="")
    message = models.CharField(max_length=500, blank=True, default="")
    error = models.TextField(blank=True, default="")
    # The HTTP status the synchronous generate call answers with when this job failed.
    error_status = models.PositiveSmallIntegerField(null=True, blank=True)
    # When its owner last asked about it (a poll, or the synchronous call waiting for it): a job nobody has
    # asked about for a while is stopped.
    watched_at = models.DateTimeField(default=timezone.now)
    # Since when the oldest call to the AI server still in flight has waited; None when none is.
    waiting_since = models.DateTimeField(null=True, blank=True)
    # Its owner asked it to stop: its work stops at the next step and keeps what it found.
    cancel_requested = models.BooleanField(default=False)
    started_at = models.DateTimeField(null=True, blank=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["-created_at"]
        indexes = [models.Index(fields=["user", "-created_at"], name="generation_job_user_newest")]

    def __str__(self) -> str:
        return f"{self.id} ({self.status})"

    @property
    def is_finished(self) -> bool:
        return self.status in self.FINISHED
