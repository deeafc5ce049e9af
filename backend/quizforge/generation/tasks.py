"""The generation job task, and where it runs: a Celery worker with a broker, a thread without one."""

import logging
import threading
from concurrent.futures import ThreadPoolExecutor
from uuid import UUID

from celery import shared_task
from celery.exceptions import SoftTimeLimitExceeded
from django.conf import settings
from django.db import connections

from quizforge.core.exceptions import InvalidInput, ServiceUnavailable
from quizforge.generation.services import (
    FAILED_UNEXPECTEDLY,
    TOO_LONG,
    generation_job_fail,
    generation_job_run,
)

logger = logging.getLogger(__name__)


@shared_task(
    name="generation.job_run",
    acks_late=True,
    reject_on_worker_lost=True,
    soft_time_limit=settings.CELERY_TASK_SOFT_TIME_LIMIT,
    time_limit=settings.CELERY_TASK_TIME_LIMIT,
    ignore_result=True,
)
def generation_job_run_task(job_id: str) -> None:
    """Takes the job's id, reloads it and does its work; safe to run twice. Never leaves a job half done."""
    job_uuid = UUID(job_id)
    try:
        generation_job_run(job_id=job_uuid)
    except SoftTimeLimitExceeded:
        logger.warning("Generation job %s hit its time limit", job_id)
        generation_job_fail(job_id=job_uuid, message=TOO_LONG, status=InvalidInput.status_code)
    except Exception:
        logger.exception("Generation job %s failed unexpectedly", job_id)
        generation_job_fail(
            job_id=job_uuid, message=FAILED_UNEXPECTEDLY, status=ServiceUnavailable.status_code
        )


_executor: ThreadPoolExecutor | None = None
_executor_lock = threading.Lock()


def _embedded_executor() -> ThreadPoolExecutor:
    global _executor
    with _executor_lock:
        if _executor is None:
            _executor = ThreadPoolExecutor(
                max_workers=settings.GENERATION_EMBEDDED_WORKERS, thread_name_prefix="generation-job"
            )
        return _executor


def _run_in_this_thread(job_id: str) -> None:
    try:
        generation_job_run_task(job_id)
    finally:
        connections.close_all()


def generation_job_dispatch(*, job_id: UUID) -> None:
    """Sends the job to the Celery broker, or, with no broker (embedded mode), runs the same task in a
    background thread so that the request answers at once and the job's progress can be watched."""
    if settings.CELERY_TASK_ALWAYS_EAGER:
        _embedded_executor().submit(_run_in_this_thread, str(job_id))
    else:
        generation_job_run_task.delay(str(job_id))
