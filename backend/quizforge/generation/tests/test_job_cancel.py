"""Cancel: the teacher stops a running job from the generator screen; it keeps what it found, cuts the call
in flight, and sends nothing more. Meanwhile the job says how long the AI server has kept it waiting."""

import time

import pytest

from quizforge.generation.job_messages import cancelled_message
from quizforge.generation.job_upkeep import CANCELLED
from quizforge.generation.services import generation_job_create
from quizforge.generation.tests.generation_helpers import client_for, job_watch, make_user
from quizforge.generation.tests.sample_document import DOCUMENT

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
