"""Questions from any OpenAI-compatible chat completions server. The only module that imports the SDK."""

import email.utils
import logging
import math
import random
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, cast

import openai

from quizforge.core.exceptions import ServiceUnavailable
from quizforge.generation.chunking import counts_spread, passages_plan
from quizforge.generation.providers.base import ProgressCallback
from quizforge.generation.providers.chat_output import answer_items, item_repaired
from quizforge.generation.providers.chat_prompt import QUESTIONS_SCHEMA, chat_messages
from quizforge.generation.sources import SourceIndex, source_locate
from quizforge.quizzes.questions import Question, comparable, questions_keep_valid

logger = logging.getLogger(__name__)

UNAVAILABLE = "The question generator is not available right now. Please try again later."
PASSAGE_MIN_CHARS = 1500
# About 3,000 tokens: a passage small enough to be read closely, big enough to hold several questions.
PASSAGE_MAX_CHARS = 12000
QUESTIONS_PER_REQUEST_MIN = 5
QUESTIONS_PER_REQUEST_MAX = 15
TOP_UP_ROUNDS = 2
BACKOFF_MAX_SECONDS = 20.0
RETRY_AFTER_MAX_SECONDS = 60.0
_RETRYABLE_STATUSES = {408, 409, 429}


@dataclass(frozen=True)
class _Request:
    chunk: int
    count: int
    avoid: tuple[str, ...] = ()


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


def _is_retryable(error: Exception) -> bool:
    if isinstance(error, openai.APIConnectionError):  # includes timeouts
        return True
    if isinstance(error, openai.APIStatusError):
        return error.status_code in _RETRYABLE_STATUSES or error.status_code >= 500
    return False


def _rejects_json_schema(error: openai.BadRequestError) -> bool:
    said = f"{error.message} {error.body}".lower()
    return "response_format" in said or "json_schema" in said


class OpenAIQuestionProvider:
    name = "openai"

    def __init__(
        self,
        *,
        api_key: str,
        model: str,
        base_url: str | None = None,
        timeout_seconds: float = 60.0,
        max_retries: int = 4,
        concurrency: int = 4,
        backoff_seconds: float = 0.5,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        # Retries are done here (with Retry-After and jitter), so the client must not retry on its own too.
        self._client = openai.OpenAI(
            api_key=api_key, base_url=base_url, timeout=timeout_seconds, max_retries=0
        )
        self._model = model
        self._max_retries = max(0, max_retries)
        self._concurrency = max(1, concurrency)
        self._backoff_seconds = backoff_seconds
        self._sleep = sleep
        self._json_schema_supported = True
        self._lock = threading.Lock()

    # --- one call --------------------------------------------------------------------------------

    def _response_format(self, json_schema: bool) -> dict[str, Any]:
        if json_schema:
            return {"type": "json_schema", "json_schema": QUESTIONS_SCHEMA}
        return {"type": "json_object"}

    def _backoff(self, error: Exception, attempt: int) -> float:
        asked = _retry_after_seconds(error)
        if asked is not None:
            return min(max(asked, 0.0), RETRY_AFTER_MAX_SECONDS)
        ceiling = min(BACKOFF_MAX_SECONDS, self._backoff_seconds * 2**attempt)
        return ceiling / 2 + random.uniform(0, ceiling / 2)

    def _json_schema_refused(self) -> None:
        with self._lock:
            if self._json_schema_supported:
                logger.warning("The chat server refuses json_schema output; using JSON mode from now on.")
            self._json_schema_supported = False

    def _complete(self, messages: list[dict[str, str]]) -> str | None:
        attempt = 0
        while True:
            json_schema = self._json_schema_supported
            try:
                response = self._client.chat.completions.create(
                    model=self._model,
                    messages=cast(Any, messages),
                    response_format=cast(Any, self._response_format(json_schema)),
                )
            except openai.BadRequestError as error:
                if json_schema and _rejects_json_schema(error):
                    self._json_schema_refused()
                    continue
                logger.error("The chat server refused a request: %s", error)
                raise ServiceUnavailable(UNAVAILABLE) from error
            except openai.OpenAIError as error:
                if not _is_retryable(error) or attempt >= self._max_retries:
                    logger.error("Chat completion failed after %d attempts: %s", attempt + 1, error)
                    raise ServiceUnavailable(UNAVAILABLE) from error
                delay = self._backoff(error, attempt)
                logger.warning("Chat completion failed (%s); retrying in %.1f s", error, delay)
                self._sleep(delay)
                attempt += 1
                continue
            return response.choices[0].message.content if response.choices else None

    def _questions_for(self, request: _Request, passage: str, index: SourceIndex) -> list[Question]:
        content = self._complete(
            chat_messages(passage=passage, count=request.count, avoid=list(request.avoid))
        )
        sourced = []
        for item in map(item_repaired, answer_items(content)):
            quote = item.get("source") if isinstance(item, dict) else None
            passage_found = source_locate(quote, index) if isinstance(quote, str) else None
            if passage_found:
                sourced.append({**item, "source": passage_found})
        return questions_keep_valid(sourced, require_explanation=True)[: request.count]

    # --- a whole document ------------------------------------------------------------------------

    def _per_request(self, num_questions: int) -> int:
        """Questions per request: enough requests to use the allowed parallelism, none too long to answer."""
        wanted = math.ceil(num_questions / self._concurrency)
        return max(QUESTIONS_PER_REQUEST_MIN, min(QUESTIONS_PER_REQUEST_MAX, wanted))

    def generate(
        self, *, text: str, num_questions: int, on_progress: ProgressCallback | None = None
    ) -> list[Question]:
        per_request = self._per_request(num_questions)
        passages = passages_plan(
            text,
            requests=math.ceil(num_questions / per_request),
            min_chars=PASSAGE_MIN_CHARS,
            max_chars=PASSAGE_MAX_CHARS,
        )
        chunks = [passage.text for passage in passages]
        if not chunks or num_questions <= 0:
            return []
        sizes = [passage.weight for passage in passages]
        indexes: dict[int, SourceIndex] = {}
        found: list[list[Question]] = [[] for _ in chunks]
        seen: set[str] = set()

        def total() -> int:
            return sum(len(questions) for questions in found)

        def accept(request: _Request, questions: list[Question]) -> None:
            added = 0
            for question in questions:
                key = comparable(question["question"])
                if key not in seen and added < request.count and total() < num_questions:
                    seen.add(key)
                    found[request.chunk].append(question)
                    added += 1
            if on_progress is not None:
                on_progress(min(1.0, total() / num_questions))

        wanted = counts_spread(sizes, num_questions)
        for round_number in range(1 + TOP_UP_ROUNDS):
            if round_number == 0:
                counts = wanted
            elif round_number == 1:
                counts = [max(0, want - len(have)) for want, have in zip(wanted, found, strict=True)]
            else:
                counts = counts_spread(sizes, num_questions - total())
            avoid = tuple(q["question"] for questions in found for q in questions)
            requests = [
                _Request(chunk=chunk, count=min(per_request, count - start), avoid=avoid)
                for chunk, count in enumerate(counts)
                for start in range(0, count, per_request)
            ]
            if not requests:
                break
            for chunk in {request.chunk for request in requests} - indexes.keys():
                indexes[chunk] = SourceIndex.of(chunks[chunk])
            self._run(requests, chunks, indexes, accept)
            if total() >= num_questions:
                break
        return [question for questions in found for question in questions]

    def _run(
        self,
        requests: list[_Request],
        chunks: list[str],
        indexes: dict[int, SourceIndex],
        accept: Callable[[_Request, list[Question]], None],
    ) -> None:
        """Sends the requests in parallel, at most `concurrency` at a time; takes results in this thread.

        A request is sent only once a place is free, after the results before it were taken (and progress
        reported), so that a stop raised by the progress callback leaves no request unsent behind it.
        """
        waiting = deque(requests)
        pending: dict[Future[list[Question]], _Request] = {}
        executor = ThreadPoolExecutor(max_workers=min(self._concurrency, len(requests)))
        try:
            while waiting or pending:
                while waiting and len(pending) < self._concurrency:
                    request = waiting.popleft()
                    future = executor.submit(
                        self._questions_for, request, chunks[request.chunk], indexes[request.chunk]
                    )
                    pending[future] = request
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    accept(pending.pop(future), future.result())
        finally:
            executor.shutdown(wait=False, cancel_futures=True)
