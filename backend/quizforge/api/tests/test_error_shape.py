import pytest

pytestmark = pytest.mark.django_db


def test_unknown_api_path_is_json_404(api_client):
    response = api_client.get("/api/no-such-thing/")
    assert response.status_code == 404
    assert response.json()["error"] == "Not found."


def test_wrong_method_is_405_in_the_error_shape(api_client):
    response = api_client.post("/api/health/")
    assert response.status_code == 405
    assert response.json() == {"error": "This method is not allowed here.", "details": {}}


def test_schema_lists_the_health_endpoint(api_client):
    response = api_client.get("/api/schema/", HTTP_ACCEPT="application/json")
    assert response.status_code == 200
    assert "/api/health/" in response.content.decode()


def test_deep_links_answer_the_app(api_client):
    response = api_client.get("/multiplayer/lobby/ABC123")
    assert response.status_code in {200, 503}
    assert "text/html" in response["Content-Type"] or "text/plain" in response["Content-Type"]


def test_unreadable_json_gets_a_sentence_and_the_parser_detail(api_client):
    response = api_client.post("/api/login/", data="{bad json", content_type="application/json")
    assert response.status_code == 400
    body = response.json()
    assert body["error"] == "The request body could not be read. Please send valid JSON."
    assert "JSON parse error" in body["details"]["body"][0]
