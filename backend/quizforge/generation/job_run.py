"""The work of a generation job, as a worker does it: claim the job, read its document, generate, and
save the questions; rescue what a job found when its time runs out."""

import logging
import time
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from functools import partial
from uuid import UUID

from django.conf import settings
from django.db import DatabaseError, transaction
from django.db.models import Case, Value, When
from django.utils import timezone

from quizforge.accounts.models import User
from quizforge.core.exceptions import (
    ApplicationError,
    InvalidInput,
    ServiceUnavailable,
)
from quizforge.core.generator_health import generator_trouble_clear, generator_trouble_note
from quizforge.generation.job_messages import (
    AI,
    OFFLINE,
    cancelled_message,
    fallback_message,
    generation_message,
    words_in,
)
from quizforge.generation.job_upkeep import (
    CANCELLED,
    INPUT_CLEARED,
    JobCheckpoint,
    generation_job_fail,
    generation_job_time_out,
    stale_before,
)
from quizforge.generation.job_upkeep import generation_job_expire_if_stale as job_expire_if_stale
from quizforge.generation.models import GenerationJob
from quizforge.generation.providers.ai_reasons import AI_SLOW
from quizforge.generation.providers.base import (
    ControlledProvider,
    GenerationStopped,
    GeneratorFailed,
    JobControl,
    ProgressCallback,
)
from quizforge.generation.providers.registry import offline_provider, provider_get
from quizforge.generation.replacement import replacement_kept
from quizforge.quizzes.questions import Question, comparable

logger = logging.getLogger(__name__)

NONE_GENERATED = "No questions could be generated from this document. Please try a document with more text."
FAILED_UNEXPECTEDLY = "Something went wrong while generating questions. Please try again."

# Share of the progress bar the text extraction of an uploaded file stands for.
EXTRACTION_SHARE = 0.1


def _job_progress_save(job_id: UUID, value: float) -> None:
    """Progress only moves forward, and only while the job is generating. A lost update costs a step of
    the progress bar only, so a busy database (SQLite in embedded mode) never fails the job for it."""
    try:
        GenerationJob.objects.filter(
            pk=job_id, status=GenerationJob.Status.GENERATING, progress__lt=value
        ).update(progress=value, updated_at=timezone.now())
    except DatabaseError:
        logger.warning("Could not save the progress of generation job %s", job_id, exc_info=True)


def _job_text_extract(job: GenerationJob) -> str:
    from quizforge.generation.extraction import document_extract

    extracted = document_extract(filename=job.filename, data=bytes(job.document or b""), owner=job.user_id)
    GenerationJob.objects.filter(pk=job.id, status=GenerationJob.Status.EXTRACTING).update(
        text=extracted.content,
        document=None,
        status=GenerationJob.Status.GENERATING,
        progress=EXTRACTION_SHARE,
        updated_at=timezone.now(),
    )
    return extracted.content


def _job_found_save(job_id: UUID, questions: list[Question]) -> None:
    """Keeps the questions accepted so far with the job, so that a stop of any kind can still use them."""
    try:
        GenerationJob.objects.filter(pk=job_id, status=GenerationJob.Status.GENERATING).update(
            questions=questions, updated_at=timezone.now()
        )
    except DatabaseError:
        logger.warning("Could not save the questions of generation job %s", job_id, exc_info=True)


class _JobWaiting:
    """Notes when the oldest call to the AI server still in flight was sent, writing only on a change."""

    def __init__(self, job_id: UUID) -> None:
        self.job_id = job_id
        self.since: float | None = None

    def __call__(self, since: float | None) -> None:
        if since == self.since:
            return
        self.since = since
        moment = datetime.fromtimestamp(since, tz=UTC) if since is not None else None
        try:
            GenerationJob.objects.filter(pk=self.job_id).update(waiting_since=moment)
        except DatabaseError:
            logger.warning("Could not note the wait of generation job %s", self.job_id, exc_info=True)


def _job_control(job_id: UUID, checkpoint: JobCheckpoint, on_progress: ProgressCallback) -> JobControl:
    seconds_left = checkpoint.seconds_left()
    return JobControl(
        deadline=None if seconds_left is None else time.monotonic() + seconds_left,
        check=checkpoint,
        on_progress=on_progress,
        on_found=partial(_job_found_save, job_id),
        on_waiting=_JobWaiting(job_id),
        watch=checkpoint.from_another_thread,
        spares=settings.GENERATION_SPARE_QUESTIONS,
    )


@dataclass
class _Generated:
    questions: list[Question]
    # For their owner when the AI server failed (the offline generator made up what was missing) or the
    # owner cancelled.
    note: str | None = None
    # Further questions of the document, best first, for Replace (from generators that find them); None when
    # the work stopped before looking for them.
    spares: list[Question] | None = None


def _questions_generate(
    provider: ControlledProvider, *, text: str, num_questions: int, control: JobControl
) -> _Generated:
    spares: list[Question] = []
    control = replace(control, on_spares=spares.extend)
    try:
        questions = provider.generate_controlled(text=text, num_questions=num_questions, control=control)
    except GeneratorFailed as failed:
        generator_trouble_note(failed.reason)
        made_up, note = _questions_made_up(
            failed.reason,
            failed.found,
            text=text,
            num_questions=num_questions,
            provider=provider,
            failed=failed,
        )
        return _Generated(made_up, note)
    except GenerationStopped as stopped:
        if not stopped.keep_found or stopped.complete:
            raise
        if not stopped.found:
            raise InvalidInput(CANCELLED) from stopped
        found = stopped.found[:num_questions]
        return _Generated(found, cancelled_message(kept=len(found), requested=num_questions))
    generator_trouble_clear()
    return _Generated(questions, spares=spares)


def _questions_made_up(
    reason: str,
    found: list[Question],
    *,
    text: str,
    num_questions: int,
    provider: ControlledProvider,
    failed: ApplicationError | None = None,
) -> tuple[list[Question], str]:
    """What the failed generator found, completed by the offline generator (never by itself) where allowed,
    and a note."""
    found = found[:num_questions]
    added: list[Question] = []
    offline = offline_provider()
    if settings.GENERATION_OFFLINE_FALLBACK and provider.name != offline.name and len(found) < num_questions:
        try:
            extra = offline.generate(text=text, num_questions=num_questions)
        except ApplicationError:
            extra = []
        asked = {comparable(question["question"]) for question in found}
        added = [q for q in extra if comparable(q["question"]) not in asked][: num_questions - len(found)]
    if not found and not added:
        raise failed or ServiceUnavailable(f"{reason}. Please try again later.")
    note = fallback_message(
        reason, from_ai=len(found), from_offline=len(added), requested=num_questions, words=words_in(text)
    )
    return found + added, note


def _job_finish(
    job_id: UUID,
    questions: list[Question],
    *,
    requested: int,
    note: str | None,
    text: str,
    spares: list[Question] | None = None,
) -> None:
    """Marks the job done with its quiz, keeping only what Replace needs of its document."""
    now = timezone.now()
    GenerationJob.objects.filter(pk=job_id, status=GenerationJob.Status.GENERATING).update(
        status=GenerationJob.Status.DONE,
        progress=1.0,
        questions=questions,
        message=note
        or generation_message(
            generated=len(questions),
            requested=requested,
            generator=AI if provider_get().calls_ai_server else OFFLINE,
            words=words_in(text),
        ),
        waiting_since=None,
        finished_at=now,
        updated_at=now,
        **INPUT_CLEARED,
        **replacement_kept(questions=questions, spares=spares, text=text),
    )


class GenerationJobDeferred(Exception):
    """The job's owner already has as many jobs running as one user may: the job waits its turn."""


def _job_claim(job_id: UUID, *, fair: bool) -> GenerationJob | None:
    """Moves a queued job to its first working state; a job already taken or finished is left alone. When
    `fair`, a job whose owner already runs their share of the workers is not taken (it is deferred)."""
    now = timezone.now()
    first_state = Case(
        When(document__isnull=False, then=Value(GenerationJob.Status.EXTRACTING)),
        default=Value(GenerationJob.Status.GENERATING),
    )
    with transaction.atomic():
        job = (
            GenerationJob.objects.only("user_id", "status", "created_at", "updated_at")
            .filter(pk=job_id, status=GenerationJob.Status.QUEUED)
            .first()
        )
        if job is None:
            return None
        if job_expire_if_stale(job=job):
            return None
        if fair:
            # The owner's row is locked so that two workers cannot both start the owner's last free place.
            User.objects.select_for_update().filter(pk=job.user_id).first()
            # A running job whose worker vanished holds no worker: it does not count.
            running = GenerationJob.objects.filter(
                user_id=job.user_id, status__in=GenerationJob.RUNNING, updated_at__gte=stale_before()
            ).count()
            if running >= settings.GENERATION_RUNNING_JOBS_PER_USER:
                raise GenerationJobDeferred()
        claimed = GenerationJob.objects.filter(pk=job_id, status=GenerationJob.Status.QUEUED).update(
            status=first_state, started_at=now, updated_at=now
        )
    return GenerationJob.objects.get(pk=job_id) if claimed else None


def generation_job_run(*, job_id: UUID, polled: bool = True) -> None:
    """Does one job's work. Running it again for a job that is taken or finished does nothing.

    Between calls to the generator, and every second while one is in flight, the job is checked: failed
    meanwhile, abandoned by its owner (when `polled`, see JobCheckpoint), cancelled by its owner, or past
    its time for the AI server, its work stops there, keeping what it found unless nobody wants it. A job
    run by a worker of the pool (`polled`) waits its turn while its owner runs their share of the pool
    (raises GenerationJobDeferred).
    """
    job = _job_claim(job_id, fair=polled)
    if job is None:
        return
    provider = provider_get()
    checkpoint = JobCheckpoint(
        job_id=job_id,
        started_at=job.started_at or timezone.now(),
        polled=polled,
        ai_budget=provider.calls_ai_server,
    )
    share = 0.0

    def on_progress(fraction: float) -> None:
        _job_progress_save(job_id, share + (1 - share) * fraction)
        checkpoint()

    try:
        checkpoint()
        text = job.text
        if job.status == GenerationJob.Status.EXTRACTING:
            text = _job_text_extract(job)
            share = EXTRACTION_SHARE
        # Providers answer with questions that passed `questions_keep_valid` (their protocol).
        generated = _questions_generate(
            provider,
            text=text,
            num_questions=job.num_questions,
            control=_job_control(job_id, checkpoint, on_progress),
        )
        questions = generated.questions[: job.num_questions]
        if not questions:
            raise InvalidInput(NONE_GENERATED)
    except GenerationStopped as stopped:
        generation_job_fail(job_id=job_id, message=stopped.reason, status=ServiceUnavailable.status_code)
        return
    except ApplicationError as error:
        generation_job_fail(job_id=job_id, message=error.message, status=error.status_code)
        return
    _job_finish(
        job_id,
        questions,
        requested=job.num_questions,
        note=generated.note,
        text=text,
        spares=generated.spares,
    )


def generation_job_rescue(*, job_id: UUID, reason: str = AI_SLOW, unexpected: bool = False) -> None:
    """The job's work was cut short while it was generating: by the task's soft time limit (`reason` is
    AI_SLOW), or by an `unexpected` error. The questions found so far, completed by the offline generator,
    finish the job, with `reason` in its message; a job its owner cancelled finishes as cancelled. It fails
    only when neither could give any, or when it was not generating (reading the document took the time or
    broke), or when its generator calls no AI server (the offline generator itself took the time or broke)."""
    job = GenerationJob.objects.filter(pk=job_id, status=GenerationJob.Status.GENERATING).first()
    if job is not None and job.cancel_requested:
        found = list(job.questions)[: job.num_questions]
        if not found:
            generation_job_fail(job_id=job_id, message=CANCELLED, status=InvalidInput.status_code)
            return
        note = cancelled_message(kept=len(found), requested=job.num_questions)
        _job_finish(job_id, found, requested=job.num_questions, note=note, text=job.text)
        return
    if job is None or not (provider := provider_get()).calls_ai_server:
        if unexpected:
            generation_job_fail(
                job_id=job_id, message=FAILED_UNEXPECTEDLY, status=ServiceUnavailable.status_code
            )
        else:
            generation_job_time_out(job_id=job_id)
        return
    generator_trouble_note(reason)
    try:
        questions, note = _questions_made_up(
            reason,
            list(job.questions),
            text=job.text,
            num_questions=job.num_questions,
            provider=provider,
            failed=ServiceUnavailable(FAILED_UNEXPECTEDLY) if unexpected else None,
        )
    except ApplicationError as error:
        generation_job_fail(job_id=job_id, message=error.message, status=error.status_code)
        return
    _job_finish(job_id, questions, requested=job.num_questions, note=note, text=job.text)
