"""What a user's generation jobs may take: how many at once, for how long, with nobody waiting, and what
is kept of them afterwards."""

import time
from datetime import timedelta

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.utils import timezone

from quizforge.generation.job_upkeep import ABANDONED
from quizforge.generation.models import GenerationJob
from quizforge.generation.providers.openai_provider import AI_SLOW
from quizforge.generation.providers.registry import provider_get
from quizforge.generation.testing.sample_document import DOCUMENT
from quizforge.generation.tests.generation_helpers import client_for, job_watch, make_user

JOBS = "/api/generation-jobs/"
TOO_MANY = "You already have 2 generations running. Please wait for one to finish before starting another."


def start(client, **body):
    return client.post(JOBS, {"text": DOCUMENT, "num_questions": 5, **body}, format="json")


def stored_input_bytes(job_id) -> int:
    with connection.cursor() as cursor:
        cursor.execute(
            "SELECT coalesce(length(document), 0) + coalesce(length(text), 0) "
            "FROM generation_generationjob WHERE id = %s",
            [job_id.hex if connection.vendor == "sqlite" else str(job_id)],
        )
        return int(cursor.fetchone()[0])


def wait_until(predicate, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        assert time.monotonic() < deadline, "condition not reached in time"
        time.sleep(0.05)


# --- how many at once -----------------------------------------------------------------------------


@pytest.mark.django_db
def test_a_third_job_at_once_is_refused_with_a_sentence(premium_user):
    # Inside a test transaction jobs are never dispatched: both stay queued.
    client = client_for(premium_user)
    assert start(client).status_code == 202
    assert start(client).status_code == 202

    response = start(client)

    assert response.status_code == 409
    assert response.json() == {"error": TOO_MANY, "details": {}}
    assert GenerationJob.objects.filter(user=premium_user).count() == 2
    # The synchronous call is bounded by the same rule.
    synchronous = client.post(
        "/api/generate-questions/", {"text": DOCUMENT, "num_questions": 5}, format="json"
    )
    assert synchronous.status_code == 409


@pytest.mark.django_db
def test_a_finished_job_frees_its_place_and_other_users_are_not_counted(premium_user):
    client = client_for(premium_user)
    first = start(client).json()["id"]
    start(client)
    other = client_for(make_user("other@example.com", plan="premium"))

    assert start(other).status_code == 202
    GenerationJob.objects.filter(pk=first).update(status=GenerationJob.Status.DONE)
    assert start(client).status_code == 202


@pytest.mark.django_db
def test_jobs_nobody_polls_any_more_are_failed_and_free_their_places(premium_user, settings):
    client = client_for(premium_user)
    abandoned = [start(client).json()["id"], start(client).json()["id"]]
    silent_since = timezone.now() - timedelta(seconds=settings.GENERATION_ABANDONED_SECONDS + 5)
    GenerationJob.objects.filter(pk__in=abandoned).update(watched_at=silent_since)

    assert start(client).status_code == 202

    for job_id in abandoned:
        answer = client.get(f"{JOBS}{job_id}/").json()
        assert (answer["status"], answer["error"]) == ("failed", ABANDONED)


# --- work nobody waits for, and the time limit --------------------------------------------------------


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("job_worker")
def test_a_job_whose_page_was_closed_stops_at_its_next_call(premium_user, openai_generator, settings):
    settings.GENERATION_ABANDONED_SECONDS = 1
    openai_generator.hold()
    client = client_for(premium_user)
    job_id = start(client, num_questions=50).json()["id"]

    # The page polls until the job's first call is out (a busy machine may take a while to get there),
    # then it is closed.
    deadline = time.monotonic() + 30
    while not openai_generator.wait_for_requests(1, timeout=0.2) and time.monotonic() < deadline:
        client.get(f"{JOBS}{job_id}/")
    assert len(openai_generator.requests) == 1
    time.sleep(1.5)  # nobody polls
    openai_generator.open()
    wait_until(lambda: GenerationJob.objects.get(pk=job_id).is_finished)
    time.sleep(0.5)  # room for calls that should not happen

    job = GenerationJob.objects.get(pk=job_id)
    assert (job.status, job.error, job.questions) == ("failed", ABANDONED, [])
    assert len(openai_generator.requests) == 1


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("job_worker")
def test_a_job_that_is_polled_keeps_running_past_the_silence_limit(premium_user, openai_generator, settings):
    settings.GENERATION_ABANDONED_SECONDS = 1
    openai_generator.latency = 0.4
    client = client_for(premium_user)

    seen = job_watch(client, start(client, num_questions=50).json()["id"], timeout=60)

    assert seen[-1]["status"] == "done"
    assert len(seen[-1]["questions"]) == 50


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("job_worker")
def test_a_synchronous_generation_is_waited_for_past_the_silence_limit(
    premium_user, openai_generator, settings
):
    settings.GENERATION_ABANDONED_SECONDS = 1
    openai_generator.latency = 0.4

    response = client_for(premium_user).post(
        "/api/generate-questions/", {"text": DOCUMENT, "num_questions": 50}, format="json"
    )

    assert response.status_code == 200
    assert len(response.json()["questions"]) == 50


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("job_worker")
def test_the_time_limit_stops_the_work_between_calls_and_keeps_what_was_found(
    premium_user, openai_generator, settings
):
    settings.GENERATION_AI_BUDGET_SECONDS = 3
    # The first two calls answer at once, every later one hangs: the budget, not the machine's speed, ends it.
    openai_generator.slow_from, openai_generator.slow_from_seconds = 3, 60.0
    provider_get()  # the client library is loaded once per process, outside the small budget
    client = client_for(premium_user)

    final = job_watch(client, start(client, num_questions=50).json()["id"], timeout=30)[-1]
    calls = len(openai_generator.requests)
    time.sleep(1.0)  # room for calls that should not happen

    assert calls == len(openai_generator.requests)
    assert final["status"] == "done"
    from_the_ai = len([q for q in final["questions"] if q["question"].startswith("Statement ")])
    assert 5 <= from_the_ai < 50
    # The sample document holds fewer than 50 questions: the offline generator gives what it has.
    total = len(final["questions"])
    assert from_the_ai < total < 50
    assert final["message"] == (
        f"{AI_SLOW}, so {total - from_the_ai} of these {total} questions come from the built-in generator."
        f" Only {total} of the 50 asked for: the built-in generator found no more questions it could check"
        " against the document's text."
    )


# --- what is kept ---------------------------------------------------------------------------------


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("job_worker", "local_generator")
def test_a_finished_job_keeps_its_questions_but_not_the_document(premium_user):
    client = client_for(premium_user)
    job_id = start(client).json()["id"]

    final = job_watch(client, job_id)[-1]

    assert final["status"] == "done"
    assert len(final["questions"]) == 5
    assert stored_input_bytes(GenerationJob.objects.get(pk=job_id).pk) == 0


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("job_worker", "local_generator")
def test_a_failed_large_upload_leaves_nothing_of_its_size_behind(premium_user):
    client = client_for(premium_user)
    damaged = SimpleUploadedFile("notes.pdf", b"%PDF-1.4\n" + b"\x00garbage" * 500_000)

    job_id = client.post(JOBS, {"file": damaged, "num_questions": 5}, format="multipart").json()["id"]
    final = job_watch(client, job_id)[-1]

    assert final["status"] == "failed"
    assert stored_input_bytes(GenerationJob.objects.get(pk=job_id).pk) == 0


@pytest.mark.django_db
def test_jobs_older_than_a_day_are_deleted(premium_user, settings):
    client = client_for(premium_user)
    old = GenerationJob.objects.create(
        user=make_user("someone@example.com"), num_questions=5, text=DOCUMENT, status="done"
    )
    recent = GenerationJob.objects.create(user=premium_user, num_questions=5, status="done")
    GenerationJob.objects.filter(pk=old.pk).update(
        created_at=timezone.now() - timedelta(hours=settings.GENERATION_JOB_KEEP_HOURS, minutes=1)
    )

    start(client)

    assert not GenerationJob.objects.filter(pk=old.pk).exists()
    assert GenerationJob.objects.filter(pk=recent.pk).exists()
