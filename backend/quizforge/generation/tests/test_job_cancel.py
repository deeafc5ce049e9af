"""Cancel: the teacher stops a running job from the generator screen; it keeps what it found, cuts the call
in flight, and sends nothing more. Meanwhile the job says how long the AI server has kept it waiting."""

import time

import pytest
from django.db import connection
from django.utils import timezone

from quizforge.generation.job_messages import cancelled_message
from quizforge.generation.job_run import generation_job_rescue
from quizforge.generation.job_upkeep import CANCELLED
from quizforge.generation.models import GenerationJob
from quizforge.generation.providers.registry import offline_provider
from quizforge.generation.services import generation_job_cancel, generation_job_create
from quizforge.generation.testing.sample_document import DOCUMENT
from quizforge.generation.tests.generation_helpers import client_for, job_watch, make_user

JOBS = "/api/generation-jobs/"


def _seen_waiting(client, job_id: str, *, timeout: float = 20.0) -> dict:
    """Polls the job until it reports a call in flight for at least a second."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        body = client.get(f"{JOBS}{job_id}/").json()
        if (body["waiting_seconds"] or 0) >= 1:
            return body
        time.sleep(0.1)
    raise AssertionError("the job never reported waiting for the AI server")


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("job_worker")
def test_cancel_stops_a_running_job_which_keeps_what_it_found(premium_user, openai_generator):
    openai_generator.slow_from, openai_generator.slow_from_seconds = 2, 60.0  # the second call hangs
    client = client_for(premium_user)
    job_id = client.post(JOBS, {"text": DOCUMENT, "num_questions": 10}, format="json").json()["id"]

    waiting = _seen_waiting(client, job_id)
    cancelled = client.post(f"{JOBS}{job_id}/cancel/")
    final = job_watch(client, job_id, timeout=20)[-1]
    calls = len(openai_generator.requests)
    time.sleep(0.5)  # room for a call that should not be sent

    assert (waiting["status"], waiting["message"], waiting["questions"]) == ("generating", None, [])
    assert cancelled.status_code == 200
    assert cancelled.json()["cancel_requested"] is True
    assert final["status"] == "done"
    assert len(final["questions"]) == 5
    assert final["message"] == cancelled_message(kept=5, requested=10)
    assert final["waiting_seconds"] is None
    # The call in flight was cut (its connection closed), and nothing was sent after.
    assert openai_generator.abandoned == 1
    assert calls == len(openai_generator.requests) == 2


@pytest.mark.django_db
def test_cancel_ends_a_queued_job_at_once(premium_user):
    job = generation_job_create(user=premium_user, num_questions=5, text=DOCUMENT)

    answer = client_for(premium_user).post(f"{JOBS}{job.id}/cancel/")

    assert answer.status_code == 200
    assert (answer.json()["status"], answer.json()["error"]) == ("failed", CANCELLED)


@pytest.mark.django_db
def test_cancel_of_a_finished_job_changes_nothing_and_another_users_job_is_not_found(premium_user):
    job = generation_job_create(user=premium_user, num_questions=5, text=DOCUMENT)
    client = client_for(premium_user)
    client.post(f"{JOBS}{job.id}/cancel/")
    before = client.get(f"{JOBS}{job.id}/").json()

    again = client.post(f"{JOBS}{job.id}/cancel/")
    stranger = client_for(make_user("stranger@example.com", plan="premium")).post(f"{JOBS}{job.id}/cancel/")

    assert again.json() == before
    assert stranger.status_code == 404


@pytest.mark.django_db
def test_a_cancel_meeting_a_worker_that_claims_the_job_meanwhile_is_not_lost(premium_user):
    job = generation_job_create(user=premium_user, num_questions=5, text=DOCUMENT)
    claimed: list[bool] = []

    def claim_after_the_first_update(execute, sql, params, many, context):
        result = execute(sql, params, many, context)
        if sql.lstrip().upper().startswith("UPDATE") and not claimed:
            claimed.append(True)  # a worker takes the job between the cancel's two updates
            GenerationJob.objects.filter(pk=job.pk, status=GenerationJob.Status.QUEUED).update(
                status=GenerationJob.Status.GENERATING, started_at=timezone.now()
            )
        return result

    with connection.execute_wrapper(claim_after_the_first_update):
        generation_job_cancel(user=premium_user, job_id=job.id)

    job.refresh_from_db()
    assert claimed
    assert job.status == GenerationJob.Status.FAILED or job.cancel_requested


def _generating_job(user, *, found: int) -> GenerationJob:
    job = generation_job_create(user=user, num_questions=5, text=DOCUMENT)
    questions = offline_provider().generate(text=DOCUMENT, num_questions=found) if found else []
    GenerationJob.objects.filter(pk=job.pk).update(
        status=GenerationJob.Status.GENERATING, started_at=timezone.now(), questions=questions
    )
    generation_job_cancel(user=user, job_id=job.id)
    return job


@pytest.mark.django_db
def test_a_cancel_meeting_the_time_limit_finishes_as_cancelled_with_what_was_found(premium_user, settings):
    settings.GENERATION_PROVIDER = "openai"
    job = _generating_job(premium_user, found=2)

    generation_job_rescue(job_id=job.id)

    answer = client_for(premium_user).get(f"{JOBS}{job.id}/").json()
    assert answer["status"] == "done"
    assert len(answer["questions"]) == 2
    assert answer["message"] == cancelled_message(kept=2, requested=5)


@pytest.mark.django_db
def test_a_cancel_meeting_the_time_limit_with_nothing_found_is_cancelled_not_too_slow(premium_user, settings):
    settings.GENERATION_PROVIDER = "openai"
    job = _generating_job(premium_user, found=0)

    generation_job_rescue(job_id=job.id)

    answer = client_for(premium_user).get(f"{JOBS}{job.id}/").json()
    assert (answer["status"], answer["error"]) == ("failed", CANCELLED)
