"""Bodies and query strings the parsers refuse still get the error shape of CONTRACT §2, not a 500."""

import pytest
from django.conf import settings
from django.core.files.uploadedfile import SimpleUploadedFile

pytestmark = pytest.mark.django_db


def _assert_error_shape(response, status: int, error: str) -> dict:
    assert response.status_code == status
    body = response.json()
    assert body["error"] == error
    assert isinstance(body["details"], dict)
    return body


@pytest.mark.parametrize("path", ["/api/login/", "/api/register/", "/api/contact/"])
def test_json_nested_deeper_than_the_decoder_follows_is_400(api_client, path):
    depth = 100_000
    response = api_client.post(path, data="[" * depth + "]" * depth, content_type="application/json")
    body = _assert_error_shape(response, 400, "The request body could not be read. Please send valid JSON.")
    assert body["details"]["body"] == ["JSON parse error - the body is nested too deeply."]


def test_json_nested_a_few_hundred_levels_is_an_ordinary_field_error(api_client):
    nested = "[" * 500 + "]" * 500
    response = api_client.post(
        "/api/login/", data=f'{{"email": {nested}, "password": "x"}}', content_type="application/json"
    )
    body = _assert_error_shape(response, 400, "Please enter a valid email address.")
    assert "email" in body["details"]


def test_form_with_more_fields_than_allowed_is_400(api_client):
    fields = "&".join(f"f{n}=1" for n in range(settings.DATA_UPLOAD_MAX_NUMBER_FIELDS + 1))
    response = api_client.post("/api/login/", data=fields, content_type="application/x-www-form-urlencoded")
    _assert_error_shape(response, 400, "The request has too many fields.")


def test_multipart_with_more_files_than_allowed_is_400(api_client):
    files = {
        f"file{n}": SimpleUploadedFile(f"notes{n}.txt", b"hello")
        for n in range(settings.DATA_UPLOAD_MAX_NUMBER_FILES + 1)
    }
    response = api_client.post("/api/login/", data=files, format="multipart")
    _assert_error_shape(response, 400, "The request has too many files. Please send one file.")


def test_query_string_with_more_fields_than_allowed_is_400(api_client):
    query = "&".join(f"f{n}=1" for n in range(settings.DATA_UPLOAD_MAX_NUMBER_FIELDS + 1))
    response = api_client.get(f"/api/fetch-quiz-questions/?{query}")
    _assert_error_shape(response, 400, "The request has too many fields.")


def test_host_the_server_does_not_serve_is_400_in_the_error_shape(api_client):
    response = api_client.get("/api/health/", HTTP_HOST="elsewhere.example")
    _assert_error_shape(response, 400, "The request could not be understood.")


@pytest.mark.parametrize(
    "content_type",
    ["multipart/form-data", "multipart/form-data; boundary=", "multipart/form-data; boundary=b@d\x01"],
    ids=["no boundary", "empty boundary", "invalid boundary"],
)
def test_an_unreadable_multipart_body_does_not_ask_for_json(api_client, free_user, content_type):
    api_client.force_authenticate(free_user)
    response = api_client.post("/api/upload-file/", data=b"--b\r\n", content_type=content_type)
    _assert_error_shape(response, 400, "The form could not be read. Please send the file again.")


@pytest.mark.parametrize("path", ["/api/save-quiz", "/api/login", "/api/health"])
def test_an_api_call_without_its_final_slash_is_served_not_redirected(api_client, path):
    response = api_client.post(path, {}, format="json") if path != "/api/health" else api_client.get(path)
    assert response.status_code in {200, 400, 401}
    assert response.json()["error" if response.status_code != 200 else "status"]
