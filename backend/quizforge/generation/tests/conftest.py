import uuid
from collections.abc import Iterator

import pytest
from celery.contrib.testing.worker import start_worker

from config.celery import app as celery_app
from quizforge.generation.extraction import pipeline
from quizforge.generation.testing.fake_openai_server import FakeOpenAIServer


@pytest.fixture
def fake_openai() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as server:
        yield server


@pytest.fixture
def openai_generator(settings, fake_openai: FakeOpenAIServer) -> FakeOpenAIServer:
    """Generation goes to the fake OpenAI-compatible server."""
    settings.GENERATION_PROVIDER = "openai"
    settings.OPENAI_API_KEY = "test-key"
    settings.OPENAI_BASE_URL = fake_openai.base_url
    settings.OPENAI_MODEL = "fake-model"
    settings.OPENAI_TIMEOUT_SECONDS = 10.0
    settings.OPENAI_MAX_RETRIES = 1
    settings.OPENAI_CONCURRENCY = 1
    return fake_openai


@pytest.fixture
def local_generator(settings) -> None:
    settings.GENERATION_PROVIDER = "local"


@pytest.fixture
def eager_jobs(settings) -> None:
    """Jobs run inside the request that creates them (Celery's eager mode)."""
    settings.CELERY_TASK_ALWAYS_EAGER = True


@pytest.fixture
def job_worker(settings) -> Iterator[None]:
    """A real Celery worker in a thread of this process takes the jobs from the broker (Redis when REDIS_URL
    is set, Kombu's in-process transport otherwise), on a queue of its own so that no other test process
    takes them."""
    settings.CELERY_TASK_ALWAYS_EAGER = False
    settings.GENERATION_QUEUE = f"generation-test-{uuid.uuid4().hex}"
    with start_worker(
        celery_app,
        pool="solo",
        perform_ping_check=False,
        shutdown_timeout=30,
        queues=[settings.GENERATION_QUEUE],
    ):
        yield


@pytest.fixture
def fresh_workers() -> Iterator[None]:
    """Extraction workers forked after the test patches readers or tools, and none left patched afterwards."""
    pipeline.extraction_workers_stop()
    yield
    pipeline.extraction_workers_stop()
