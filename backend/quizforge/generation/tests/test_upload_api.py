"""POST /api/upload-file/: a signed-in person sends a document and gets its text back."""

from typing import Any

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from rest_framework.test import APIClient

from quizforge.generation.testing.corpus import BAD_FILES, UNSUPPORTED, WORDING
from quizforge.generation.tests.extraction_builders import docx_package, paragraph
from quizforge.generation.tests.generation_helpers import client_for

URL = "/api/upload-file/"
MEGABYTE = 1024 * 1024


@pytest.fixture
def client(free_user) -> APIClient:
    return client_for(free_user)


def upload(client: APIClient, name: str, data: bytes) -> Any:
    return client.post(URL, {"file": SimpleUploadedFile(name, data)}, format="multipart")


def test_the_text_comes_back_with_its_length_and_pages(client):
    response = upload(client, "Cell notes.docx", docx_package(paragraph("Ribosomes make proteins.")))

    assert response.status_code == 200
    assert response.json() == {"content": "Ribosomes make proteins.", "characters": 24, "pages": 1}


def test_signing_in_is_required(db):
    response = upload(APIClient(), "notes.txt", b"Some text")

    assert response.status_code == 401
    assert response.json()["error"] == "Please log in to continue."


def test_a_request_without_a_file_is_told_to_select_one(client):
    response = client.post(URL, {}, format="multipart")

    assert response.status_code == 400
    assert response.json() == {
        "error": "Please select a file.",
        "details": {"file": ["Please select a file."]},
    }


@pytest.mark.parametrize(
    ("name", "data"),
    [
        ("notes.odt", b"Some text"),
        ("photo.pdf", b"\x89PNG\r\n\x1a\n" + bytes(64)),
        ("notes.docx", b"Some text"),
    ],
)
def test_an_unsupported_or_mislabelled_file_gets_the_spec_sentence(client, name, data):
    response = upload(client, name, data)

    assert response.status_code == 400
    assert response.json() == {"error": UNSUPPORTED, "details": {}}


def test_an_empty_file_is_named_as_such(client):
    response = upload(client, "notes.txt", b"")

    assert response.status_code == 400
    assert response.json()["error"] == "The file is empty."


def test_a_file_over_20_mb_is_refused_with_413(client):
    response = upload(client, "big.txt", b"a" * (20 * MEGABYTE + 1))

    assert response.status_code == 413
    assert response.json() == {"error": "The file is too large. The maximum size is 20 MB.", "details": {}}


def test_the_size_limit_follows_the_setting_and_a_file_at_the_limit_is_read(client, settings):
    settings.UPLOAD_MAX_BYTES = 1 * MEGABYTE
    line = b"Water moves from high to low concentration.\n"
    at_limit = line * (MEGABYTE // len(line)) + b"x" * (MEGABYTE % len(line))

    assert upload(client, "notes.txt", at_limit).status_code == 200
    refused = upload(client, "notes.txt", at_limit + b"x")
    assert refused.status_code == 413
    assert refused.json()["error"] == "The file is too large. The maximum size is 1 MB."


@pytest.mark.corpus
def test_after_every_bad_corpus_file_the_server_still_reads_a_good_one(client, corpus_dir):
    for filename, kind in BAD_FILES.items():
        response = upload(client, filename, (corpus_dir / "bad" / filename).read_bytes())
        assert response.status_code == 400, filename
        assert WORDING[kind].search(response.json()["error"]), (filename, response.json())

    good = upload(client, "constitution.txt", (corpus_dir / "good" / "us_constitution.txt").read_bytes())

    assert good.status_code == 200
    assert "We the People of the United States" in good.json()["content"]


def test_the_schema_documents_the_upload(client):
    schema = APIClient().get("/api/schema/", HTTP_ACCEPT="application/json").json()

    operation = schema["paths"]["/api/upload-file/"]["post"]
    assert "multipart/form-data" in operation["requestBody"]["content"]
    assert {"200", "400", "401", "413"} <= set(operation["responses"])
