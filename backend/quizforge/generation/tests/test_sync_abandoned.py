"""A synchronous generate call whose client goes away stops its job: the worker's call in flight is cut and
nothing more is sent."""

import asyncio
import time

import pytest

from quizforge.generation.client_watch import ClientGoneWatch, client_gone_check
from quizforge.generation.job_upkeep import ABANDONED
from quizforge.generation.models import GenerationJob
from quizforge.generation.services import generation_job_wait
from quizforge.generation.testing.sample_document import DOCUMENT
from quizforge.generation.tests.generation_helpers import client_for


class _Request:
    def __init__(self, scope: dict) -> None:
        self.scope = scope


def test_the_watch_notes_a_client_that_disconnects_where_the_view_can_read_it():
    seen: list[tuple[bool, bool]] = []

    async def view(scope, receive, send) -> None:
        gone = client_gone_check(_Request(scope))
        await receive()  # the body
        before = gone()
        await receive()  # what Django's handler listens for while the view runs
        seen.append((before, gone()))

    body = {"type": "http.request", "body": b"", "more_body": False}
    sent: list[dict] = [body, {"type": "http.disconnect"}]
    messages = iter(sent)

    async def receive() -> dict:
        return next(messages)

    async def send(message) -> None:
        return None

    asyncio.run(ClientGoneWatch(view)({"type": "http", "path": "/"}, receive, send))

    assert seen == [(False, True)]
    assert client_gone_check(_Request({}))() is False  # nothing noted: never gone


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("job_worker")
def test_a_job_whose_waiting_client_went_away_stops_and_cuts_its_call(premium_user, openai_generator):
    openai_generator.hold()  # the AI server computes for as long as it is let
    client = client_for(premium_user)
    job_id = client.post("/api/generation-jobs/", {"text": DOCUMENT, "num_questions": 5}, format="json")
    job_id = job_id.json()["id"]
    assert openai_generator.wait_for_requests(1)

    job = generation_job_wait(job_id=job_id, timeout=30, client_gone=lambda: True)
    deadline = time.monotonic() + 20
    while openai_generator.abandoned < 1 and time.monotonic() < deadline:
        time.sleep(0.05)
    calls = len(openai_generator.requests)
    time.sleep(0.5)  # room for a call that should not be sent

    assert (job.status, job.error) == (GenerationJob.Status.FAILED, ABANDONED)
    assert openai_generator.abandoned == 1
    assert calls == len(openai_generator.requests) == 1
