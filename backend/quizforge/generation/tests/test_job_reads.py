"""What reading a job costs and what happens to a job nobody waits for any more."""

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.db import connection
from django.test.utils import CaptureQueriesContext

from quizforge.generation.job_run import generation_job_run
from quizforge.generation.models import GenerationJob
from quizforge.generation.services import SERVER_BUSY
from quizforge.generation.testing.sample_document import DOCUMENT
from quizforge.generation.tests.generation_helpers import client_for, make_user

pytestmark = pytest.mark.django_db

UPLOAD = b"%PDF-1.4 " + b"x" * 50_000


def _job_with_an_upload(user) -> GenerationJob:
    return GenerationJob.objects.create(user=user, num_questions=5, document=UPLOAD, filename="notes.pdf")


def _reads_the_upload(queries: CaptureQueriesContext) -> bool:
    return any('."document"' in query["sql"] for query in queries.captured_queries)


@pytest.mark.usefixtures("local_generator")
def test_a_generate_call_that_stops_waiting_leaves_no_job_for_a_worker(premium_user, settings):
    settings.GENERATION_WAIT_SECONDS = 0  # the job is never started here: it is only queued

    response = client_for(premium_user).post(
        "/api/generate-questions/", {"text": DOCUMENT, "num_questions": 5}, format="json"
    )

    assert response.status_code == 503
    assert response.json()["error"] == SERVER_BUSY  # it waited for the server, not for the document
    job = GenerationJob.objects.get(user=premium_user)
    generation_job_run(job_id=job.id)  # a worker that picks the job up late
    job.refresh_from_db()
    assert (job.status, job.questions) == ("failed", [])


def test_polling_a_job_never_loads_the_uploaded_file(premium_user):
    job = _job_with_an_upload(premium_user)

    with CaptureQueriesContext(connection) as queries:
        response = client_for(premium_user).get(f"/api/generation-jobs/{job.id}/")

    assert response.json()["status"] == "queued"
    assert not _reads_the_upload(queries)


def test_the_admin_job_list_costs_the_same_for_many_jobs_and_skips_the_files(admin_client):
    _job_with_an_upload(make_user("first@example.com"))
    with CaptureQueriesContext(connection) as one:
        assert admin_client.get("/admin/generation/generationjob/").status_code == 200
    for number in range(4):
        _job_with_an_upload(make_user(f"user{number}@example.com"))
    with CaptureQueriesContext(connection) as five:
        response = admin_client.get("/admin/generation/generationjob/")

    assert b"user3@example.com" in response.content
    assert len(five.captured_queries) == len(one.captured_queries)
    assert not _reads_the_upload(five)


@pytest.mark.parametrize("path", ["/api/generation-jobs/", "/api/generate-questions/", "/api/upload-file/"])
def test_a_request_announcing_more_than_the_upload_limit_is_refused_before_it_is_read(
    premium_user, settings, path
):
    settings.UPLOAD_MAX_BYTES = 1024
    body = {"file": SimpleUploadedFile("notes.txt", b"word " * 10), "num_questions": 5}

    response = client_for(premium_user).post(path, body, format="multipart", CONTENT_LENGTH=str(10**9))

    assert response.status_code == 413
    assert response.json()["error"].startswith("The file is too large.")
    assert not GenerationJob.objects.exists()
