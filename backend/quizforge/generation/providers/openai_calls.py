"""One chat completion against an OpenAI-compatible server. The only module that imports the SDK.

Servers differ in what they accept: a `response_format` they refuse (with a 400, 422 or even a 500) makes
this client step down from a JSON schema to JSON mode to plain text, once for all later calls. What cannot
be answered is raised as one of three plain failures: the call was too slow, its passage was too long for
the server's context, or the server is not available.
"""

import email.utils
import logging
import random
import threading
import time
from collections.abc import Callable
from datetime import UTC, datetime
from enum import IntEnum
from typing import Any, cast

import openai

logger = logging.getLogger(__name__)

BACKOFF_MAX_SECONDS = 20.0
RETRY_AFTER_MAX_SECONDS = 60.0
_RETRYABLE_STATUSES = {408, 409, 429}
# Words a server uses when it refuses the requested output format (OpenAI, vLLM, llama.cpp, Ollama...).
_FORMAT_WORDS = ("response_format", "json_schema", "json_object", "guided", "grammar", "schema")
# ...and when the prompt and answer do not fit its context window.
_CONTEXT_WORDS = ("context size", "context length", "context window", "maximum context", "too many tokens")


class OutputFormat(IntEnum):
    """What the answer is constrained to, strictest first."""

    JSON_SCHEMA = 0
    JSON_OBJECT = 1
    TEXT = 2


class CallFailed(Exception):
    """The server could not answer this call, and asking again unchanged will not help."""


class CallTooSlow(CallFailed):
    """The call timed out: ask for less, not the same again."""


class PassageTooLong(CallFailed):
    """The server's context cannot hold the prompt and its answer."""


def _retry_after_seconds(error: Exception) -> float | None:
    """The wait the server asked for, from `retry-after-ms` or `retry-after` (seconds or an HTTP date)."""
    response = getattr(error, "response", None)
    headers = getattr(response, "headers", None)
    if headers is None:
        return None
    try:
        if headers.get("retry-after-ms"):
            return float(headers["retry-after-ms"]) / 1000
        value = headers.get("retry-after")
        if not value:
            return None
        try:
            return float(value)
        except ValueError:
            moment = email.utils.parsedate_to_datetime(value)
            return (moment - datetime.now(UTC)).total_seconds()
    except (TypeError, ValueError):
        return None


def _said(error: openai.APIStatusError) -> str:
    return f"{error.message} {error.body}".lower()


def _refuses_format(error: openai.APIStatusError) -> bool:
    return error.status_code in (400, 422, 500) and any(word in _said(error) for word in _FORMAT_WORDS)


def _context_exceeded(error: openai.APIStatusError) -> bool:
    return error.status_code in (400, 413, 500) and any(word in _said(error) for word in _CONTEXT_WORDS)


def _is_retryable(error: Exception) -> bool:
    if isinstance(error, openai.APIConnectionError):
        return True
    if isinstance(error, openai.APIStatusError):
        return error.status_code in _RETRYABLE_STATUSES or error.status_code >= 500
    return False


class ChatClient:
    """Chat completions with retries (Retry-After, jittered backoff) in the output format the server takes."""

    def __init__(
        self,
        *,
        api_key: str,
        model: str,
        base_url: str | None,
        timeout_seconds: float,
        max_retries: int,
        backoff_seconds: float,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        # Retries are done here, so the SDK must not retry on its own too.
        self._client = openai.OpenAI(
            api_key=api_key, base_url=base_url, timeout=timeout_seconds, max_retries=0
        )
        self._model = model
        self._max_retries = max(0, max_retries)
        self._backoff_seconds = backoff_seconds
        self._sleep = sleep
        self._format = OutputFormat.JSON_SCHEMA
        self._lock = threading.Lock()

    @property
    def output_format(self) -> OutputFormat:
        return self._format

    def _format_refused(self, refused: OutputFormat, error: openai.APIStatusError) -> None:
        with self._lock:
            if self._format == refused:
                self._format = OutputFormat(refused + 1)
                logger.warning(
                    "The chat server refuses %s output (%s); using %s from now on.",
                    refused.name,
                    error.status_code,
                    self._format.name,
                )

    def _backoff(self, error: Exception, attempt: int) -> float:
        asked = _retry_after_seconds(error)
        if asked is not None:
            return min(max(asked, 0.0), RETRY_AFTER_MAX_SECONDS)
        ceiling = min(BACKOFF_MAX_SECONDS, self._backoff_seconds * 2**attempt)
        return ceiling / 2 + random.uniform(0, ceiling / 2)

    def _options(self, output: OutputFormat, schema: dict[str, Any]) -> dict[str, Any]:
        if output == OutputFormat.JSON_SCHEMA:
            return {"response_format": {"type": "json_schema", "json_schema": schema}}
        if output == OutputFormat.JSON_OBJECT:
            return {"response_format": {"type": "json_object"}}
        return {}

    def complete(
        self, *, messages: list[dict[str, str]], schema: dict[str, Any], max_tokens: int
    ) -> str | None:
        """The answer's text. Raises CallTooSlow, PassageTooLong or CallFailed."""
        attempt = 0
        while True:
            output = self._format
            try:
                response = self._client.chat.completions.create(
                    model=self._model,
                    messages=cast(Any, messages),
                    max_tokens=max_tokens,
                    **self._options(output, schema),
                )
            except openai.APITimeoutError as error:
                raise CallTooSlow(str(error)) from error
            except openai.APIStatusError as error:
                if output != OutputFormat.TEXT and _refuses_format(error):
                    self._format_refused(output, error)
                    continue
                if _context_exceeded(error):
                    raise PassageTooLong(error.message) from error
                if not _is_retryable(error) or attempt >= self._max_retries:
                    logger.error("Chat completion failed after %d attempts: %s", attempt + 1, error)
                    raise CallFailed(error.message) from error
                self._wait_before_retry(error, attempt)
                attempt += 1
            except openai.OpenAIError as error:
                if not _is_retryable(error) or attempt >= self._max_retries:
                    logger.error("Chat completion failed after %d attempts: %s", attempt + 1, error)
                    raise CallFailed(str(error)) from error
                self._wait_before_retry(error, attempt)
                attempt += 1
            else:
                return response.choices[0].message.content if response.choices else None

    def _wait_before_retry(self, error: Exception, attempt: int) -> None:
        delay = self._backoff(error, attempt)
        logger.warning("Chat completion failed (%s); retrying in %.1f s", error, delay)
        self._sleep(delay)
