"""What a job's bounds mean for the generator it runs: the time for the AI server binds only a generator
that calls one, a cancel reaches every generator, and what one falls short of is made up by the offline
generator unless it is the offline generator itself."""

import time
from uuid import UUID

import pytest
from django.utils import timezone

from quizforge.core.generator_health import generator_trouble, generator_trouble_clear
from quizforge.generation.job_messages import ALL_GENERATED
from quizforge.generation.job_run import generation_job_rescue, generation_job_run
from quizforge.generation.job_upkeep import CANCELLED, TOO_LONG
from quizforge.generation.models import GenerationJob
from quizforge.generation.providers import registry
from quizforge.generation.providers.ai_reasons import AI_SLOW
from quizforge.generation.providers.base import GeneratorFailed, JobControl, ProgressCallback
from quizforge.generation.providers.registry import offline_provider, provider_get
from quizforge.generation.services import generation_job_create
from quizforge.generation.testing.sample_document import DOCUMENT

BUDGET = 1.0


class _SlowOfflineGenerator:
    """An offline generator (it calls no server) that takes longer than the AI server's budget, and can have
    its job cancelled by its owner just before it reports progress."""

    name = "offline"

    def __init__(self, *, cancel: UUID | None = None) -> None:
        self.cancel = cancel

    def generate(self, *, text: str, num_questions: int, on_progress: ProgressCallback | None = None) -> list:
        time.sleep(BUDGET + 0.3)
        if self.cancel is not None:
            GenerationJob.objects.filter(pk=self.cancel).update(cancel_requested=True)
        if on_progress is not None:
            on_progress(0.5)
        return offline_provider().generate(text=text, num_questions=num_questions)

    def generate_with_spares(
        self, *, text: str, num_questions: int, spares: int, on_progress: ProgressCallback | None = None
    ) -> tuple[list, list]:
        return self.generate(text=text, num_questions=num_questions, on_progress=on_progress), []


@pytest.fixture
def offline_pipeline(settings, monkeypatch):
    settings.GENERATION_PROVIDER = "offline"
    settings.GENERATION_AI_BUDGET_SECONDS = BUDGET

    def use(generator: _SlowOfflineGenerator) -> None:
        monkeypatch.setattr(registry, "offline_pipeline_provider", lambda: generator)

    return use


def _job(user) -> GenerationJob:
    return generation_job_create(user=user, num_questions=5, text=DOCUMENT)


def _run(job: GenerationJob) -> GenerationJob:
    generation_job_run(job_id=job.id, polled=False)
    job.refresh_from_db()
    return job


@pytest.mark.django_db
def test_a_generator_that_calls_no_ai_server_is_not_held_to_the_ai_servers_time(
    premium_user, offline_pipeline
):
    offline_pipeline(_SlowOfflineGenerator())

    job = _run(_job(premium_user))

    assert job.status == GenerationJob.Status.DONE
    assert len(job.questions) == 5
    assert job.message == ALL_GENERATED


@pytest.mark.django_db
def test_a_cancel_reaches_a_generator_that_calls_no_server_at_its_next_progress(
    premium_user, offline_pipeline
):
    job = _job(premium_user)
    offline_pipeline(_SlowOfflineGenerator(cancel=job.id))

    job = _run(job)

    assert (job.status, job.error) == (GenerationJob.Status.FAILED, CANCELLED)


@pytest.mark.django_db
def test_the_time_limit_on_a_generator_that_calls_no_ai_server_blames_no_ai_server(premium_user, settings):
    settings.GENERATION_PROVIDER = "offline"
    generator_trouble_clear()
    job = _job(premium_user)
    GenerationJob.objects.filter(pk=job.pk).update(
        status=GenerationJob.Status.GENERATING, started_at=timezone.now()
    )

    generation_job_rescue(job_id=job.id)

    job.refresh_from_db()
    assert (job.status, job.error) == (GenerationJob.Status.FAILED, TOO_LONG)
    assert generator_trouble() is None


class _FailingOfflineGenerator:
    """A stand-in for the offline generator that falls short (as only a generator of an AI server does)."""

    name = offline_provider().name
    calls_ai_server = False

    def generate_controlled(self, *, text: str, num_questions: int, control: JobControl) -> list:
        raise GeneratorFailed(AI_SLOW, found=offline_provider().generate(text=text, num_questions=2))


@pytest.mark.django_db
def test_the_offline_generator_falling_short_is_not_asked_to_make_up_for_itself(premium_user, monkeypatch):
    monkeypatch.setattr("quizforge.generation.job_run.provider_get", _FailingOfflineGenerator)

    job = _run(_job(premium_user))

    assert job.status == GenerationJob.Status.DONE
    assert len(job.questions) == 2
    assert job.message == f"{AI_SLOW}, so only 2 of the 5 questions asked for could be written."


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("name", "calls_ai_server"), [("openai", True), ("local", False), ("offline", False)]
)
def test_every_configured_generator_can_be_held_to_a_job(settings, name, calls_ai_server):
    settings.GENERATION_PROVIDER = name
    settings.OPENAI_API_KEY = "test-key"

    provider = provider_get()

    assert (provider.name, provider.calls_ai_server) == (name, calls_ai_server)
    assert callable(provider.generate_controlled)
