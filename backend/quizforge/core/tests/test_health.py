import pytest
from django.conf import settings

pytestmark = pytest.mark.django_db


def test_health_reports_each_part(api_client):
    response = api_client.get("/api/health/")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "ok"
    assert body["database"] == "ok"
    assert body["redis"] == ("embedded" if settings.REDIS_EMBEDDED else "ok")
    assert body["generator"] in {"openai", "local"}


def test_health_body_has_exactly_the_contract_keys(api_client):
    body = api_client.get("/api/health/").json()

    assert set(body) == {"status", "database", "redis", "generator"}
