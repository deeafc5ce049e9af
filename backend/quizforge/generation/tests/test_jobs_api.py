"""POST /api/generation-jobs/ and GET /api/generation-jobs/{id}/, with jobs run by a Celery worker."""

import time

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile

from quizforge.generation.job_messages import ALL_GENERATED
from quizforge.generation.job_run import EXTRACTION_SHARE
from quizforge.generation.models import GenerationJob
from quizforge.generation.services import TEXT_REQUIRED
from quizforge.generation.testing.sample_document import DOCUMENT
from quizforge.generation.tests.generation_helpers import client_for, job_watch, make_user
from quizforge.quizzes.questions import questions_validate

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("job_worker")]

STATUS_ORDER = ["queued", "extracting", "generating", "done"]


def assert_moves_forward(seen: list[dict]) -> None:
    statuses = [answer["status"] for answer in seen]
    positions = [STATUS_ORDER.index(status) for status in statuses]
    assert positions == sorted(positions), statuses
    progress = [answer["progress"] for answer in seen]
    assert progress == sorted(progress), progress


def progress_wait(client, job_id: str, *, above: float, timeout: float = 20.0) -> dict:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        answer = client.get(f"/api/generation-jobs/{job_id}/").json()
        if answer["progress"] > above or answer["status"] in {"done", "failed"}:
            return answer
        time.sleep(0.02)
    raise AssertionError(f"progress stayed at {above} or below")


@pytest.mark.usefixtures("local_generator")
def test_a_job_goes_from_queued_to_done_with_the_offline_generator(premium_user):
    client = client_for(premium_user)

    response = client.post("/api/generation-jobs/", {"text": DOCUMENT, "num_questions": 5}, format="json")

    assert response.status_code == 202
    seen = job_watch(client, response.json()["id"])
    assert_moves_forward(seen)
    final = seen[-1]
    assert final["status"] == "done"
    assert final["progress"] == 1.0
    assert final["error"] is None
    assert len(final["questions"]) == 5
    assert questions_validate(final["questions"], require_explanation=True) == final["questions"]
    assert final["message"] == ALL_GENERATED


def test_progress_is_reported_per_passage_while_generating(premium_user, openai_generator):
    client = client_for(premium_user)
    openai_generator.hold()

    job_id = client.post(
        "/api/generation-jobs/", {"text": DOCUMENT, "num_questions": 20}, format="json"
    ).json()["id"]

    assert openai_generator.wait_for_requests(1)
    waiting = client.get(f"/api/generation-jobs/{job_id}/").json()
    assert (waiting["status"], waiting["progress"], waiting["questions"]) == ("generating", 0.0, [])
    openai_generator.release(1)
    halfway = progress_wait(client, job_id, above=0.0)
    assert halfway["status"] == "generating"
    assert 0 < halfway["progress"] < 1
    openai_generator.open()
    seen = job_watch(client, job_id)
    assert_moves_forward([waiting, halfway, *seen])
    assert seen[-1]["status"] == "done"
    assert len(seen[-1]["questions"]) == 20


def test_an_uploaded_file_is_extracted_first_and_then_forgotten(premium_user, openai_generator):
    client = client_for(premium_user)
    openai_generator.hold()
    upload = SimpleUploadedFile("water-cycle.txt", DOCUMENT.encode(), content_type="text/plain")

    response = client.post(
        "/api/generation-jobs/", {"file": upload, "num_questions": "5"}, format="multipart"
    )

    assert response.status_code == 202
    job_id = response.json()["id"]
    assert openai_generator.wait_for_requests(1)
    generating = client.get(f"/api/generation-jobs/{job_id}/").json()
    assert generating["status"] == "generating"
    assert generating["progress"] == pytest.approx(EXTRACTION_SHARE)
    openai_generator.open()
    final = job_watch(client, job_id)[-1]
    assert final["status"] == "done"
    assert len(final["questions"]) == 5
    job = GenerationJob.objects.get(pk=job_id)
    assert (job.document, job.text) == (None, "")


def test_a_file_that_is_not_a_document_fails_the_job_with_the_reason(premium_user, openai_generator):
    client = client_for(premium_user)
    upload = SimpleUploadedFile(
        "notes.exe", b"MZ\x90\x00 not a document", content_type="application/octet-stream"
    )

    response = client.post("/api/generation-jobs/", {"file": upload, "num_questions": 5}, format="multipart")

    final = job_watch(client, response.json()["id"])[-1]
    assert final["status"] == "failed"
    assert final["error"] == "Please upload a supported file type (PDF, DOC, DOCX, PPT, PPTX, or TXT)"
    assert final["questions"] == []
    assert openai_generator.requests == []


def test_only_the_owner_can_see_a_job(premium_user, openai_generator, api_client):
    owner = client_for(premium_user)
    job_id = owner.post(
        "/api/generation-jobs/", {"text": DOCUMENT, "num_questions": 5}, format="json"
    ).json()["id"]
    job_watch(owner, job_id)

    stranger = client_for(make_user("stranger@example.com", plan="premium"))
    response = stranger.get(f"/api/generation-jobs/{job_id}/")
    assert response.status_code == 404
    assert response.json()["error"] == "Generation job not found."
    assert api_client.get(f"/api/generation-jobs/{job_id}/").status_code == 401


def test_text_is_required(premium_user, openai_generator):
    response = client_for(premium_user).post(
        "/api/generation-jobs/", {"text": "   ", "num_questions": 5}, format="json"
    )

    assert response.status_code == 400
    assert response.json() == {"error": TEXT_REQUIRED, "details": {"text": [TEXT_REQUIRED]}}
    assert not GenerationJob.objects.exists()


def test_a_file_over_the_size_limit_is_refused(premium_user, openai_generator, settings):
    settings.UPLOAD_MAX_BYTES = 100
    upload = SimpleUploadedFile("big.txt", b"word " * 100, content_type="text/plain")

    response = client_for(premium_user).post(
        "/api/generation-jobs/", {"file": upload, "num_questions": 5}, format="multipart"
    )

    assert response.status_code == 413
    assert response.json()["error"] == "The file is too large."
    assert not GenerationJob.objects.exists()


def test_generating_needs_a_signed_in_user(api_client, openai_generator):
    response = api_client.post("/api/generation-jobs/", {"text": DOCUMENT, "num_questions": 5}, format="json")

    assert response.status_code == 401
    assert response.json()["error"] == "Please log in to continue."
