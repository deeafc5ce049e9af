"""Picks the question provider named by settings.GENERATION_PROVIDER, ready for a job to run."""

from functools import lru_cache

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured

from quizforge.generation.providers.base import ControlledProvider, SpareProvider
from quizforge.generation.providers.serverless import ServerlessProvider


@lru_cache(maxsize=4)
def _openai_provider(
    api_key: str,
    base_url: str | None,
    model: str,
    timeout: float,
    max_retries: int,
    concurrency: int,
    passage_chars: int,
    questions_per_call: int,
) -> ControlledProvider:
    # Imported here so that the SDK is loaded only when this provider is in use.
    from quizforge.generation.providers.openai_provider import OpenAIQuestionProvider

    return OpenAIQuestionProvider(
        api_key=api_key,
        base_url=base_url,
        model=model,
        timeout_seconds=timeout,
        max_retries=max_retries,
        concurrency=concurrency,
        passage_chars=passage_chars,
        questions_per_call=questions_per_call,
    )


def offline_provider() -> SpareProvider:
    from quizforge.generation.providers.local_provider import LocalQuestionProvider

    return LocalQuestionProvider()


def offline_pipeline_provider() -> SpareProvider:
    """The offline generator rebuilt as a pipeline (GENERATION_PROVIDER=offline), beside `local` until it is
    shown better."""
    from quizforge.generation.providers.offline.provider import OfflineQuestionProvider

    return OfflineQuestionProvider()


def provider_get() -> ControlledProvider:
    """The configured provider, held to a job's control. One OpenAI provider lives per configuration, so
    what it learns lasts."""
    name = settings.GENERATION_PROVIDER
    if name == "openai":
        return _openai_provider(
            settings.OPENAI_API_KEY,
            settings.OPENAI_BASE_URL,
            settings.OPENAI_MODEL,
            settings.OPENAI_TIMEOUT_SECONDS,
            settings.OPENAI_MAX_RETRIES,
            settings.OPENAI_CONCURRENCY,
            settings.OPENAI_PASSAGE_CHARS,
            settings.OPENAI_QUESTIONS_PER_CALL,
        )
    if name == "local":
        return ServerlessProvider(offline_provider())
    if name == "offline":
        return ServerlessProvider(offline_pipeline_provider())
    raise ImproperlyConfigured(f"Unknown GENERATION_PROVIDER {name!r}: use 'openai', 'local' or 'offline'.")
