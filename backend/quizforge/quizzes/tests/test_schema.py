import pytest

pytestmark = pytest.mark.django_db

QUIZ_PATHS = [
    "/api/save-quiz/",
    "/api/update-quiz/{quiz_id}/",
    "/api/saved-quizzes/",
    "/api/fetch-quiz-questions/",
    "/api/delete-quiz/",
    "/api/share-quiz/",
    "/api/save-shared-quiz/",
    "/api/user-quiz-scores/",
    "/api/update-high-score/",
    "/api/quizzes/{quiz_id}/export/",
]


def test_schema_documents_every_quiz_endpoint(api_client):
    response = api_client.get("/api/schema/?format=json", HTTP_ACCEPT="application/vnd.oai.openapi+json")

    assert response.status_code == 200
    schema = response.json()
    for path in QUIZ_PATHS:
        assert path in schema["paths"], path
    assert "Question" in schema["components"]["schemas"]
