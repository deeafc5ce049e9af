from uuid import UUID

from quizforge.accounts.models import User
from quizforge.core.exceptions import NotFound
from quizforge.generation.models import GenerationJob

JOB_NOT_FOUND = "Generation job not found."
# What a job was asked to work on (up to an uploaded file's bytes): never needed to report on the job.
JOB_INPUT_FIELDS = ("document", "text")


def generation_job_get(*, user: User, job_id: UUID) -> GenerationJob:
    """One of the user's own jobs; anyone else's id answers exactly like a missing one."""
    job = GenerationJob.objects.defer(*JOB_INPUT_FIELDS).filter(user=user, pk=job_id).first()
    if job is None:
        raise NotFound(JOB_NOT_FOUND)
    return job
