import pytest

pytestmark = pytest.mark.django_db

PATHS = [
    "/api/register/",
    "/api/login/",
    "/api/token/refresh/",
    "/api/logout/",
    "/api/profile/",
    "/api/verify-email/",
    "/api/resend-verification/",
    "/api/request-password-reset/",
    "/api/reset-password/",
    "/api/auth/google/",
    "/api/auth/google/complete/",
]


def test_the_schema_documents_every_account_endpoint(api_client):
    schema = api_client.get("/api/schema/", HTTP_ACCEPT="application/json").json()

    for path in PATHS:
        assert path in schema["paths"], path
    login = schema["paths"]["/api/login/"]["post"]
    assert set(login["responses"]) >= {"200", "400", "401", "404", "429"}
    assert "requestBody" in login
    assert "UserInfo" in schema["components"]["schemas"]
