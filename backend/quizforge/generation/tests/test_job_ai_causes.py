"""A job whose AI server refuses its requests, or every answer format, names that cause in its message, and
the offline generator still gives the teacher every question asked."""

import pytest

from quizforge.core.generator_health import generator_trouble, generator_trouble_clear
from quizforge.generation.job_run import generation_job_run
from quizforge.generation.models import GenerationJob
from quizforge.generation.providers.ai_reasons import AI_FORMAT_REFUSED, AI_REFUSED
from quizforge.generation.services import generation_job_create
from quizforge.generation.testing.sample_document import DOCUMENT

ALL_OFFLINE = "so all 5 of these questions come from the built-in generator."


def _run_job(user) -> GenerationJob:
    generator_trouble_clear()
    job = generation_job_create(user=user, num_questions=5, text=DOCUMENT)
    generation_job_run(job_id=job.id, polled=False)
    job.refresh_from_db()
    return job


@pytest.mark.django_db
def test_a_server_refusing_the_requests_is_named_and_the_questions_come_offline(
    premium_user, openai_generator, settings
):
    settings.OPENAI_BASE_URL = openai_generator.base_url + "/missing"  # every request: 404

    job = _run_job(premium_user)

    assert (job.status, len(job.questions)) == (GenerationJob.Status.DONE, 5)
    assert job.message == f"{AI_REFUSED}, {ALL_OFFLINE}"
    assert generator_trouble() == AI_REFUSED


@pytest.mark.django_db
def test_a_server_refusing_every_answer_format_is_named_and_the_questions_come_offline(
    premium_user, openai_generator
):
    for kind in ("json_schema", "json_object", None):  # None: plain text, no response_format
        openai_generator.refuse_format(kind, 400, "Unsupported response_format")

    job = _run_job(premium_user)

    assert (job.status, len(job.questions)) == (GenerationJob.Status.DONE, 5)
    assert job.message == f"{AI_FORMAT_REFUSED}, {ALL_OFFLINE}"
    assert generator_trouble() == AI_FORMAT_REFUSED
