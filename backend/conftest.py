import os
from pathlib import Path

import pytest
from rest_framework.test import APIClient

CORPUS_DIR = Path(os.environ.get("QUIZFORGE_CORPUS_DIR", Path(__file__).resolve().parents[2] / "shared" / "corpus"))


@pytest.fixture
def api_client() -> APIClient:
    return APIClient()


@pytest.fixture
def corpus_dir() -> Path:
    if not CORPUS_DIR.is_dir():
        pytest.skip(f"document corpus not found at {CORPUS_DIR} (set QUIZFORGE_CORPUS_DIR)")
    return CORPUS_DIR


@pytest.fixture(autouse=True)
def _fresh_cache():
    from django.core.cache import cache

    cache.clear()
    yield
    cache.clear()
