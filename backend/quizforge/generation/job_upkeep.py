"""Keeping generation jobs in bounds: failing them, stopping work nobody waits for or that ran out of
time, and deleting them once they are past keeping. Finished jobs keep only what their owner reads, and
what Replace needs (see replacement.py), until they are deleted."""

from datetime import datetime, timedelta
from uuid import UUID

from django.conf import settings
from django.utils import timezone

from quizforge.accounts.models import User
from quizforge.core.exceptions import InvalidInput, ServiceUnavailable
from quizforge.generation.models import GenerationJob
from quizforge.generation.providers.base import GenerationStopped

TOO_LONG = "Generation took too long. Please try again with a shorter document or fewer questions."
ABANDONED = "Generation was stopped because nobody was waiting for it any more. Please start it again."
CANCELLED = "Generation was cancelled before any question was written."
WORKER_LOST = "Generation stopped unexpectedly on the server. Please start it again."
QUEUED_TOO_LONG = "The server was too busy to start this generation. Please start it again."
# Beyond the task's hard time limit, how long a running job may stay silent before its worker counts as lost.
SILENCE_MARGIN_SECONDS = 30

# How often at most a job's owner, waiting for it, needs to say so (see GenerationJob.watched_at).
WATCH_EVERY_SECONDS = 5.0
# What a finished job no longer needs: the document's bytes and its extracted text.
INPUT_CLEARED = {"document": None, "text": ""}


def generation_job_fail(*, job_id: UUID, message: str, status: int) -> bool:
    """Marks an unfinished job failed with a sentence for its owner and drops its input and the questions it
    had accepted so far; False when it had already finished."""
    now = timezone.now()
    return bool(
        GenerationJob.objects.exclude(status__in=GenerationJob.FINISHED)
        .filter(pk=job_id)
        .update(
            status=GenerationJob.Status.FAILED,
            error=message,
            error_status=status,
            questions=[],
            waiting_since=None,
            finished_at=now,
            updated_at=now,
            **INPUT_CLEARED,
        )
    )


def generation_job_watched(*, job_id: UUID) -> None:
    """Notes that the job's owner is still waiting for it."""
    GenerationJob.objects.filter(pk=job_id, status__in=GenerationJob.ACTIVE).update(watched_at=timezone.now())


def generation_job_polled(*, job: GenerationJob) -> None:
    """Notes a poll of the job, writing at most every few seconds (a page polls several times a second, and
    the embedded SQLite database takes one write at a time)."""
    fresh_since = timezone.now() - timedelta(seconds=watch_interval_seconds())
    if job.status in GenerationJob.ACTIVE and job.watched_at < fresh_since:
        generation_job_watched(job_id=job.id)


def watch_interval_seconds() -> float:
    """How often a job's owner, waiting for it, needs to say so: well within the silence that stops it."""
    return min(WATCH_EVERY_SECONDS, _abandoned_seconds() / 3)


def _abandoned_seconds() -> float:
    return float(settings.GENERATION_ABANDONED_SECONDS)


def _abandoned_before() -> datetime:
    return timezone.now() - timedelta(seconds=_abandoned_seconds())


def generation_job_is_abandoned(job: GenerationJob) -> bool:
    return job.status in GenerationJob.ACTIVE and job.watched_at < _abandoned_before()


def stale_before() -> datetime:
    """A running job last updated before this has lost its worker: the task's hard limit has passed."""
    return timezone.now() - timedelta(seconds=settings.CELERY_TASK_TIME_LIMIT + SILENCE_MARGIN_SECONDS)


def queued_too_long_before() -> datetime:
    """A job still queued since before this will not be started: its place in the queue was lost, or the
    user's other jobs took longer than they may."""
    wait = settings.CELERY_TASK_TIME_LIMIT * max(1, settings.GENERATION_ACTIVE_JOBS_MAX)
    return timezone.now() - timedelta(seconds=wait + SILENCE_MARGIN_SECONDS)


def generation_job_expire_if_stale(*, job: GenerationJob) -> bool:
    """Fails a job whose worker vanished, or that waited in the queue past any fair wait; True if it did."""
    if job.status in GenerationJob.RUNNING and job.updated_at < stale_before():
        return generation_job_fail(job_id=job.id, message=WORKER_LOST, status=ServiceUnavailable.status_code)
    if job.status == GenerationJob.Status.QUEUED and job.created_at < queued_too_long_before():
        return generation_job_fail(
            job_id=job.id, message=QUEUED_TOO_LONG, status=ServiceUnavailable.status_code
        )
    return False


def generation_jobs_sweep(*, user: User) -> None:
    """Fails the user's jobs nobody waits for, whose worker vanished or that waited too long in the queue (so
    they no longer count against the user's limit) and deletes every job older than the keeping time."""
    kept_since = timezone.now() - timedelta(hours=settings.GENERATION_JOB_KEEP_HOURS)
    GenerationJob.objects.filter(created_at__lt=kept_since).delete()
    abandoned = GenerationJob.objects.filter(
        user=user, status__in=GenerationJob.ACTIVE, watched_at__lt=_abandoned_before()
    ).values_list("pk", flat=True)
    for job_id in list(abandoned):
        generation_job_fail(job_id=job_id, message=ABANDONED, status=ServiceUnavailable.status_code)
    for job in GenerationJob.objects.filter(user=user, status__in=GenerationJob.ACTIVE).only(
        "status", "updated_at", "created_at"
    ):
        generation_job_expire_if_stale(job=job)


def job_budget_seconds() -> float:
    """The seconds from a job's start within which the AI server must have answered: the setting, never
    more than the task's soft time limit less the time kept for the offline generator."""
    ceiling = settings.CELERY_TASK_SOFT_TIME_LIMIT - settings.GENERATION_OFFLINE_RESERVE_SECONDS
    return max(1.0, min(float(settings.GENERATION_AI_BUDGET_SECONDS), ceiling))


class JobCheckpoint:
    """Called between calls to the generator (and every second while one is in flight): stops the work of a
    job that was failed meanwhile, that nobody waits for any more, that its owner cancelled, or whose time
    for the AI server has passed."""

    def __init__(self, *, job_id: UUID, started_at: datetime, polled: bool, ai_budget: bool = True) -> None:
        self.job_id = job_id
        # The offline generator is not bound by the AI server's budget (only by the task's time limit).
        self.deadline = started_at + timedelta(seconds=job_budget_seconds()) if ai_budget else None
        # Whether its owner polls the job, so that silence means nobody waits. A job run inside the request
        # that asked for it (eager Celery) is waited for by that request instead.
        self.polled = polled

    def seconds_left(self) -> float | None:
        """The seconds left for the AI server; None when the job has no AI budget."""
        return None if self.deadline is None else (self.deadline - timezone.now()).total_seconds()

    def from_another_thread(self) -> None:
        """The same check from a watcher thread, whose connection cannot see a job not yet committed (a job
        run inside the request that created it): a job it cannot see is not stopped for that."""
        if GenerationJob.objects.filter(pk=self.job_id).exists():
            self()

    def __call__(self) -> None:
        job = (
            GenerationJob.objects.only("status", "watched_at", "cancel_requested")
            .filter(pk=self.job_id)
            .first()
        )
        if job is None or job.status not in GenerationJob.RUNNING:
            raise GenerationStopped(ABANDONED, keep_found=False)
        if job.cancel_requested:
            raise GenerationStopped(CANCELLED, keep_found=True, complete=False)
        if self.polled and generation_job_is_abandoned(job):
            generation_job_fail(job_id=self.job_id, message=ABANDONED, status=ServiceUnavailable.status_code)
            raise GenerationStopped(ABANDONED, keep_found=False)
        seconds_left = self.seconds_left()
        if seconds_left is not None and seconds_left <= 0:
            raise GenerationStopped(TOO_LONG, keep_found=True)


def generation_job_time_out(*, job_id: UUID) -> None:
    generation_job_fail(job_id=job_id, message=TOO_LONG, status=InvalidInput.status_code)
