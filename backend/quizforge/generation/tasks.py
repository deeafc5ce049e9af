"""The generation job task. Jobs run on the Celery worker pool only (CONTRACT §1)."""

import logging
from typing import Any
from uuid import UUID

from celery import shared_task
from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings

from quizforge.core.exceptions import ServiceUnavailable
from quizforge.generation.job_run import (
    FAILED_UNEXPECTEDLY,
    GenerationJobDeferred,
    generation_job_rescue,
    generation_job_run,
)
from quizforge.generation.job_upkeep import generation_job_fail
from quizforge.generation.providers.ai_reasons import AI_BROKE

logger = logging.getLogger(__name__)

# How long a job whose owner already runs their share of the workers waits before it is tried again.
DEFER_SECONDS = 2.0


@shared_task(
    bind=True,
    name="generation.job_run",
    acks_late=True,
    reject_on_worker_lost=True,
    soft_time_limit=settings.CELERY_TASK_SOFT_TIME_LIMIT,
    time_limit=settings.CELERY_TASK_TIME_LIMIT,
    ignore_result=True,
)
def generation_job_run_task(self: Any, job_id: str) -> None:
    """Takes the job's id, reloads it and does its work; safe to run twice. Never leaves a job half done."""
    job_uuid = UUID(job_id)
    try:
        # Run eagerly, the job is worked inside the request that created it, which nobody polls meanwhile.
        generation_job_run(job_id=job_uuid, polled=not self.request.is_eager)
    except GenerationJobDeferred:
        generation_job_dispatch(job_id=job_uuid, countdown=DEFER_SECONDS)
    except SoftTimeLimitExceeded:
        logger.warning("Generation job %s hit its time limit", job_id)
        generation_job_rescue(job_id=job_uuid)
    except Exception:
        logger.exception("Generation job %s failed unexpectedly", job_id)
        try:
            generation_job_rescue(job_id=job_uuid, reason=AI_BROKE, unexpected=True)
        except Exception:
            logger.exception("Generation job %s could not be rescued", job_id)
            generation_job_fail(
                job_id=job_uuid, message=FAILED_UNEXPECTEDLY, status=ServiceUnavailable.status_code
            )


def generation_job_dispatch(*, job_id: UUID, countdown: float | None = None) -> None:
    """Sends the job to the worker pool's queue (run at once, in this process, when Celery is eager)."""
    later: dict[str, Any] = {"countdown": countdown} if countdown else {}
    generation_job_run_task.apply_async(args=(str(job_id),), queue=settings.GENERATION_QUEUE, **later)
