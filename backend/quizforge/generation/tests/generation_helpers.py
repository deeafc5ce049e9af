"""Builders shared by the generation tests."""

import time
from typing import Any

from rest_framework.test import APIClient

from quizforge.accounts.testing import PASSWORD, client_for, make_user

__all__ = ["PASSWORD", "client_for", "job_watch", "make_user"]


def job_watch(client: APIClient, job_id: str, *, timeout: float = 30.0) -> list[dict[str, Any]]:
    """Polls a job until it finishes; returns every answer seen, the last one finished."""
    seen: list[dict[str, Any]] = []
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        response = client.get(f"/api/generation-jobs/{job_id}/")
        assert response.status_code == 200, response.json()
        seen.append(response.json())
        if seen[-1]["status"] in {"done", "failed"}:
            return seen
        time.sleep(0.02)
    raise AssertionError(f"job {job_id} did not finish within {timeout} s; last seen {seen[-1:]}")
