"""One chat completion against an OpenAI-compatible server. The only module that imports the SDK.

Servers differ in what they accept: a `response_format` they refuse (with a 400, 422 or even a 500) makes
this client step down from a JSON schema to JSON mode to plain text, once for all later calls. What cannot
be answered is raised as a plain failure that names its cause: the call was too slow, its passage was too
long for the server's context, the server could not be reached, refused the request, or is not available.

Each job calls through a `CallSession` of its own: its own connections (cut when the job ends, so no call
outlives it) and its deadline (no call waits past it, no retry starts after it).
"""

import email.utils
import logging
import random
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import IntEnum
from typing import Any, cast

import openai

from quizforge.generation.providers.http_connections import JobConnections

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


class ServerUnreachable(CallFailed):
    """No connection to the server could be made (or it dropped every one)."""


class RequestRefused(CallFailed):
    """The server refused the request itself (a 4xx other than a rate limit); `format` when it refused the
    answer format even as plain text."""

    def __init__(self, message: str, *, format: bool = False) -> None:
        super().__init__(message)
        self.format = format


class CallsEnded(CallFailed):
    """The job this call belonged to has ended, or its deadline passed: nothing more is sent."""


@dataclass(frozen=True)
class Answer:
    content: str | None
    # The server stopped before the answer's own limit: its context (shared among its slots) ran out.
    cut_by_context: bool = False


@dataclass
class CallSession:
    """One job's calls: their own connections and the job's deadline (a `time.monotonic()` instant)."""

    sdk: openai.OpenAI
    connections: JobConnections
    deadline: float | None

    def remaining(self) -> float | None:
        return None if self.deadline is None else self.deadline - time.monotonic()

    @property
    def ended(self) -> bool:
        remaining = self.remaining()
        return self.connections.closed or (remaining is not None and remaining <= 0)

    def end(self) -> None:
        """Cuts every connection still open: calls in flight fail at once, and none is sent after."""
        self.connections.close_all()


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
        self._timeout_seconds = timeout_seconds
        self._model = model
        self._max_retries = max(0, max_retries)
        self._backoff_seconds = backoff_seconds
        self._sleep = sleep
        self._format = OutputFormat.JSON_SCHEMA
        self._lock = threading.Lock()

    @property
    def timeout_seconds(self) -> float:
        return self._timeout_seconds

    @property
    def output_format(self) -> OutputFormat:
        return self._format

    def session(self, *, deadline: float | None) -> CallSession:
        connections = JobConnections()
        return CallSession(
            sdk=self._client.copy(http_client=connections.client), connections=connections, deadline=deadline
        )

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
        self,
        *,
        messages: list[dict[str, str]],
        schema: dict[str, Any],
        max_tokens: int,
        session: CallSession | None = None,
    ) -> Answer:
        """The answer. Raises CallTooSlow, PassageTooLong, ServerUnreachable, RequestRefused, CallsEnded or
        CallFailed."""
        attempt = 0
        while True:
            output = self._format
            sdk, timeout = self._client, self._timeout_seconds
            if session is not None:
                remaining = session.remaining()
                if session.ended or (remaining is not None and remaining <= 0):
                    raise CallsEnded("The job has ended.")
                sdk = session.sdk
                timeout = timeout if remaining is None else min(timeout, remaining)
            try:
                response = sdk.chat.completions.create(
                    model=self._model,
                    messages=cast(Any, messages),
                    max_tokens=max_tokens,
                    timeout=timeout,
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
                if 400 <= error.status_code < 500 and not _is_retryable(error):
                    logger.error("The chat server refused the request: %s", error)
                    raise RequestRefused(error.message, format=_refuses_format(error)) from error
                if not _is_retryable(error) or attempt >= self._max_retries:
                    logger.error("Chat completion failed after %d attempts: %s", attempt + 1, error)
                    raise CallFailed(error.message) from error
                self._wait_before_retry(error, attempt, session)
                attempt += 1
            except openai.OpenAIError as error:
                if session is not None and session.ended:
                    raise CallsEnded("The job has ended.") from error
                if not _is_retryable(error) or attempt >= self._max_retries:
                    logger.error("Chat completion failed after %d attempts: %s", attempt + 1, error)
                    unreachable = isinstance(error, openai.APIConnectionError)
                    raise (ServerUnreachable if unreachable else CallFailed)(str(error)) from error
                self._wait_before_retry(error, attempt, session)
                attempt += 1
            else:
                return _answer_of(response, max_tokens)

    def _wait_before_retry(self, error: Exception, attempt: int, session: CallSession | None) -> None:
        delay = self._backoff(error, attempt)
        remaining = session.remaining() if session is not None else None
        if remaining is not None and delay >= remaining:
            raise CallsEnded("No time is left for another try.") from error
        logger.warning("Chat completion failed (%s); retrying in %.1f s", error, delay)
        self._sleep(delay)


def _answer_of(response: Any, max_tokens: int) -> Answer:
    if not response.choices:
        return Answer(None)
    choice = response.choices[0]
    used = getattr(getattr(response, "usage", None), "completion_tokens", None)
    # Cut at the answer's own limit is a model that rambled; cut before it, the context ran out.
    cut = choice.finish_reason == "length" and isinstance(used, int) and used < max_tokens
    return Answer(choice.message.content, cut_by_context=cut)
