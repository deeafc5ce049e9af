"""generation_job_run_task: runs once, fails with a sentence, never leaves a job half done."""

import signal
from datetime import timedelta

import pytest
from celery.exceptions import SoftTimeLimitExceeded
from django.utils import timezone

from quizforge.core.exceptions import ServiceUnavailable
from quizforge.core.generator_health import generator_trouble
from quizforge.generation import job_run, job_upkeep
from quizforge.generation.job_run import FAILED_UNEXPECTEDLY
from quizforge.generation.job_upkeep import WORKER_LOST
from quizforge.generation.models import GenerationJob
from quizforge.generation.providers.ai_reasons import AI_BROKE
from quizforge.generation.providers.base import JobControl
from quizforge.generation.providers.openai_provider import AI_SLOW, AI_UNAVAILABLE, AI_UNUSABLE
from quizforge.generation.providers.registry import offline_provider
from quizforge.generation.services import (
    SERVER_BUSY,
    generation_job_create,
    generation_job_outcome,
)
from quizforge.generation.tasks import generation_job_run_task
from quizforge.generation.testing.fake_openai_server import INVENTED_QUOTES, SERVER_ERROR
from quizforge.generation.testing.sample_document import DOCUMENT
from quizforge.generation.tests.generation_helpers import client_for, job_watch


def job_for(user, *, num_questions: int = 5) -> GenerationJob:
    # Inside a test transaction the after-commit dispatch never fires, so the test runs the task itself.
    return generation_job_create(user=user, num_questions=num_questions, text=DOCUMENT)


def job_answer(user, job: GenerationJob) -> dict:
    return client_for(user).get(f"/api/generation-jobs/{job.id}/").json()


@pytest.mark.django_db
def test_running_the_task_twice_does_the_work_once(premium_user, openai_generator):
    job = job_for(premium_user)

    generation_job_run_task(str(job.id))
    first = job_answer(premium_user, job)
    requests_after_first_run = len(openai_generator.requests)
    generation_job_run_task(str(job.id))

    assert first["status"] == "done"
    assert len(first["questions"]) == 5
    assert len(openai_generator.requests) == requests_after_first_run
    assert job_answer(premium_user, job) == first


@pytest.mark.django_db
def test_a_job_already_taken_by_another_worker_is_left_to_it(premium_user, openai_generator):
    job = job_for(premium_user)
    GenerationJob.objects.filter(pk=job.pk).update(status=GenerationJob.Status.GENERATING)

    generation_job_run_task(str(job.id))

    assert openai_generator.requests == []
    assert job_answer(premium_user, job)["status"] == "generating"


@pytest.mark.django_db
def test_an_unavailable_generator_without_fallback_fails_the_job_with_a_sentence(
    premium_user, openai_generator, settings
):
    settings.GENERATION_OFFLINE_FALLBACK = False
    openai_generator.default = SERVER_ERROR
    job = job_for(premium_user)

    generation_job_run_task(str(job.id))

    answer = job_answer(premium_user, job)
    unavailable = f"{AI_UNAVAILABLE}. Please try again later."
    assert (answer["status"], answer["error"], answer["questions"]) == ("failed", unavailable, [])
    generation_job_run_task(str(job.id))
    assert job_answer(premium_user, job) == answer


@pytest.mark.django_db
def test_unusable_answers_without_fallback_fail_the_job_blaming_the_ai_server(
    premium_user, openai_generator, settings
):
    settings.GENERATION_OFFLINE_FALLBACK = False
    openai_generator.default = INVENTED_QUOTES
    job = job_for(premium_user)

    generation_job_run_task(str(job.id))

    assert job_answer(premium_user, job)["error"] == f"{AI_UNUSABLE}. Please try again later."


@pytest.mark.usefixtures("local_generator")
def test_a_text_with_nothing_to_ask_fails_the_job_with_a_sentence(premium_user):
    job = generation_job_create(user=premium_user, num_questions=5, text="ok ok ok")

    generation_job_run_task(str(job.id))

    assert job_answer(premium_user, job)["status"] == "failed"
    assert job_answer(premium_user, job)["error"]


@pytest.mark.django_db
def test_an_unexpected_error_without_fallback_still_fails_the_job(premium_user, settings):
    settings.GENERATION_PROVIDER = "no-such-provider"
    settings.GENERATION_OFFLINE_FALLBACK = False
    job = job_for(premium_user)

    generation_job_run_task(str(job.id))

    answer = job_answer(premium_user, job)
    assert (answer["status"], answer["error"]) == ("failed", FAILED_UNEXPECTEDLY)


class _BreakingProvider:
    """Accepts two questions, then raises an error nobody planned for."""

    name = "openai"
    calls_ai_server = True

    def generate_controlled(self, *, text: str, num_questions: int, control: JobControl) -> list:
        control.on_found(offline_provider().generate(text=text, num_questions=2))
        raise RuntimeError("a bug in the AI path")


@pytest.mark.django_db
def test_an_unexpected_error_in_the_ai_path_keeps_what_was_found_and_the_rest_come_offline(
    premium_user, settings, monkeypatch
):
    settings.GENERATION_PROVIDER = "openai"
    monkeypatch.setattr(job_run, "provider_get", _BreakingProvider)
    job = job_for(premium_user)

    generation_job_run_task(str(job.id))

    answer = job_answer(premium_user, job)
    assert answer["status"] == "done"
    assert len(answer["questions"]) == 5
    assert answer["message"] == f"{AI_BROKE}, so 3 of these 5 questions come from the built-in generator."


@pytest.mark.django_db
def test_the_soft_time_limit_finishes_the_job_with_the_offline_generator(premium_user, openai_generator):
    openai_generator.hold()  # the chat server never answers
    job = job_for(premium_user)

    # A Celery worker signals its soft time limit by raising SoftTimeLimitExceeded in the task's thread.
    def soft_limit(signum, frame):
        raise SoftTimeLimitExceeded()

    previous = signal.signal(signal.SIGALRM, soft_limit)
    signal.setitimer(signal.ITIMER_REAL, 2.0)
    try:
        generation_job_run_task(str(job.id))
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)

    answer = job_answer(premium_user, job)
    assert answer["status"] == "done"
    assert len(answer["questions"]) == 5
    assert answer["message"] == f"{AI_SLOW}, so all 5 of these questions come from the built-in generator."
    assert len(openai_generator.requests) == 1
    assert generator_trouble() == AI_SLOW


@pytest.mark.django_db
def test_a_job_whose_worker_vanished_is_reported_failed(premium_user, settings):
    job = job_for(premium_user)
    silent_since = timezone.now() - timedelta(seconds=settings.CELERY_TASK_TIME_LIMIT + 60)
    GenerationJob.objects.filter(pk=job.pk).update(
        status=GenerationJob.Status.GENERATING, updated_at=silent_since
    )

    answer = job_answer(premium_user, job)

    assert (answer["status"], answer["error"]) == ("failed", WORKER_LOST)


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("job_worker")
def test_a_real_worker_runs_the_job_through_the_broker(premium_user, openai_generator):
    client = client_for(premium_user)

    response = client.post("/api/generation-jobs/", {"text": DOCUMENT, "num_questions": 5}, format="json")
    final = job_watch(client, response.json()["id"], timeout=60)[-1]

    assert final["status"] == "done"
    assert len(final["questions"]) == 5
    assert len(openai_generator.requests) >= 1


@pytest.mark.django_db
@pytest.mark.usefixtures("local_generator")
def test_the_offline_generator_is_not_bound_by_the_ai_servers_budget(premium_user, monkeypatch):
    monkeypatch.setattr(job_upkeep, "job_budget_seconds", lambda: -1.0)  # the AI budget is already spent
    job = job_for(premium_user)

    generation_job_run_task(str(job.id))

    answer = job_answer(premium_user, job)
    assert (answer["status"], len(answer["questions"])) == ("done", 5)


@pytest.mark.django_db
def test_a_caller_that_stops_waiting_for_a_queued_job_is_told_the_server_is_busy(premium_user):
    job = job_for(premium_user)  # never taken by a worker

    with pytest.raises(ServiceUnavailable) as refused:
        generation_job_outcome(job=job)

    assert refused.value.message == SERVER_BUSY
    job.refresh_from_db()
    assert (job.status, job.error) == (GenerationJob.Status.FAILED, SERVER_BUSY)
