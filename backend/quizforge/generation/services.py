"""Generation jobs: plan rules, creation, cancelling, and waiting for the result. The work itself is
job_run.py, which the worker's task (tasks.py) runs."""

import logging
import time
from collections.abc import Callable
from functools import partial
from uuid import UUID

from django.conf import settings
from django.core.files.uploadedfile import UploadedFile
from django.db import transaction
from django.utils import timezone

from quizforge.accounts.models import User
from quizforge.accounts.plans import plan_question_count
from quizforge.core.exceptions import (
    ApplicationError,
    Conflict,
    InvalidInput,
    NotFound,
    PayloadTooLarge,
    PermissionDenied,
    ServiceUnavailable,
)
from quizforge.generation.job_run import FAILED_UNEXPECTEDLY
from quizforge.generation.job_upkeep import (
    ABANDONED,
    CANCELLED,
    INPUT_CLEARED,
    TOO_LONG,
    generation_job_fail,
    generation_job_watched,
    generation_jobs_sweep,
    watch_interval_seconds,
)
from quizforge.generation.job_upkeep import generation_job_expire_if_stale as job_expire_if_stale
from quizforge.generation.models import GenerationJob
from quizforge.generation.selectors import JOB_INPUT_FIELDS, generation_job_get
from quizforge.generation.tasks import generation_job_dispatch
from quizforge.quizzes.questions import Question
from quizforge.quizzes.selectors import quiz_count

logger = logging.getLogger(__name__)

TEXT_REQUIRED = "Please provide the text of a document to generate questions from."
FILE_TOO_LARGE = "The file is too large."
SERVER_BUSY = "The server is busy with other generations. Please try again in a minute."

_ERROR_KINDS: dict[int, type[ApplicationError]] = {
    kind.status_code: kind
    for kind in (InvalidInput, PermissionDenied, NotFound, PayloadTooLarge, ServiceUnavailable)
}


def too_many_jobs_message(limit: int) -> str:
    running = "1 generation" if limit == 1 else f"{limit} generations"
    return f"You already have {running} running. Please wait for one to finish before starting another."


def _job_dispatch_after_commit(job_id: UUID) -> None:
    transaction.on_commit(partial(generation_job_dispatch, job_id=job_id))


def generation_job_create(
    *, user: User, num_questions: int | None, text: str | None = None, upload: UploadedFile | None = None
) -> GenerationJob:
    """Checks the plan and the input, stores the job and starts it once the transaction commits."""
    count = plan_question_count(
        user=user, requested=num_questions, saved_quizzes=lambda: quiz_count(user=user)
    )
    if upload is None and not (text or "").strip():
        raise InvalidInput(TEXT_REQUIRED, details={"text": [TEXT_REQUIRED]})
    if upload is not None and (upload.size or 0) > settings.UPLOAD_MAX_BYTES:
        raise PayloadTooLarge(FILE_TOO_LARGE, details={"file": [FILE_TOO_LARGE]})
    generation_jobs_sweep(user=user)
    with transaction.atomic():
        # The user's row is locked so that two requests at once cannot both take the last free place.
        User.objects.select_for_update().filter(pk=user.pk).first()
        active = GenerationJob.objects.filter(user=user, status__in=GenerationJob.ACTIVE).count()
        if active >= settings.GENERATION_ACTIVE_JOBS_MAX:
            raise Conflict(too_many_jobs_message(settings.GENERATION_ACTIVE_JOBS_MAX))
        job = GenerationJob.objects.create(
            user=user,
            num_questions=count,
            text="" if upload is not None else (text or ""),
            document=upload.read() if upload is not None else None,
            filename=(upload.name or "")[:255] if upload is not None else "",
        )
        _job_dispatch_after_commit(job.id)
    return job


def generation_job_cancel(*, user: User, job_id: UUID) -> GenerationJob:
    """Asks the user's job to stop: a queued job ends at once; a running one stops at its next step and
    keeps the questions it found. A finished job is left as it is."""
    job = generation_job_get(user=user, job_id=job_id)
    now = timezone.now()
    # Queued first: a job only moves forward, so one claimed between the two updates is still caught.
    GenerationJob.objects.filter(pk=job.pk, status=GenerationJob.Status.QUEUED).update(
        status=GenerationJob.Status.FAILED,
        cancel_requested=True,
        error=CANCELLED,
        error_status=InvalidInput.status_code,
        finished_at=now,
        updated_at=now,
        **INPUT_CLEARED,
    )
    GenerationJob.objects.filter(pk=job.pk, status__in=GenerationJob.RUNNING).update(cancel_requested=True)
    return generation_job_get(user=user, job_id=job_id)


# --- reading the result ---------------------------------------------------------------------------


def generation_job_expire_if_stale(*, job: GenerationJob) -> GenerationJob:
    """A job whose worker vanished (no progress for longer than a task may run), or that waited in the queue
    past any fair wait, is reported as failed."""
    if job_expire_if_stale(job=job):
        job.refresh_from_db()
    return job


def generation_job_wait(
    *, job_id: UUID, timeout: float, client_gone: Callable[[], bool] = lambda: False
) -> GenerationJob:
    """Polls the job until it finishes or `timeout` seconds pass; returns it either way. When the client
    that waits for it goes away, the job is stopped (its worker sees it at its next check) and returned."""
    deadline = time.monotonic() + timeout
    pause = 0.05
    watched = 0.0
    while True:
        if time.monotonic() - watched >= watch_interval_seconds():
            generation_job_watched(job_id=job_id)
            watched = time.monotonic()
        job = generation_job_expire_if_stale(
            job=GenerationJob.objects.defer(*JOB_INPUT_FIELDS).get(pk=job_id)
        )
        if job.is_finished or time.monotonic() >= deadline:
            return job
        if client_gone():
            generation_job_fail(job_id=job_id, message=ABANDONED, status=ServiceUnavailable.status_code)
            job.refresh_from_db()
            return job
        time.sleep(min(pause, max(0.0, deadline - time.monotonic())))
        pause = min(pause * 1.5, 0.5)


def generation_job_outcome(*, job: GenerationJob) -> tuple[list[Question], str]:
    """The questions and message of a finished job, or the failure its owner should see."""
    if job.status == GenerationJob.Status.DONE:
        return list(job.questions), job.message
    if job.status == GenerationJob.Status.FAILED:
        kind = _ERROR_KINDS.get(job.error_status or 0, InvalidInput)
        raise kind(job.error or FAILED_UNEXPECTEDLY)
    # The caller stops waiting: the job is failed so that no worker spends a generation on it later. A job
    # still queued waited for the server, not for its document.
    message = SERVER_BUSY if job.status == GenerationJob.Status.QUEUED else TOO_LONG
    if generation_job_fail(job_id=job.id, message=message, status=ServiceUnavailable.status_code):
        raise ServiceUnavailable(message)
    job.refresh_from_db()
    return generation_job_outcome(job=job)
