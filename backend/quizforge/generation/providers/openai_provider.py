"""Questions from any OpenAI-compatible chat completions server, sized to what the server can take.

The document is cut into passages, one call each (a few at a time); a call that times out or overflows the
server's context is asked again with a smaller passage and fewer questions, never unchanged, and later calls
keep to the smaller size. Questions from calls that succeeded are kept whatever happens to the others. When
not every question could be had because of the server, `GeneratorFailed` says why in plain words and
carries the questions found.
"""

import math
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field

from quizforge.generation.chunking import counts_spread, passage_shrunk, passages_plan
from quizforge.generation.providers.base import GenerationStopped, GeneratorFailed, ProgressCallback
from quizforge.generation.providers.chat_output import answer_items, answer_says_nothing, item_repaired
from quizforge.generation.providers.chat_prompt import answer_max_tokens, chat_messages, questions_schema
from quizforge.generation.providers.openai_calls import (
    CallFailed,
    CallTooSlow,
    ChatClient,
    OutputFormat,
    PassageTooLong,
)
from quizforge.generation.sources import SourceIndex, source_locate
from quizforge.quizzes.questions import Question, comparable, questions_keep_valid

AI_UNAVAILABLE = "The AI server is not answering right now"
AI_SLOW = "The AI server was too slow to answer in time"
AI_UNUSABLE = "The AI server's answers could not be used as quiz questions"
# Which reason a shortfall is told with when calls failed for several.
_REASON_ORDER = (AI_SLOW, AI_UNAVAILABLE, AI_UNUSABLE)

PASSAGE_MIN_CHARS = 1500
# Below this a passage is not shrunk further: too little left to ask about.
PASSAGE_SHRINK_MIN_CHARS = 600
TOP_UP_ROUNDS = 2


@dataclass(frozen=True)
class _Request:
    chunk: int
    count: int
    avoid: tuple[str, ...] = ()


@dataclass
class _Outcome:
    questions: list[Question]
    # Why this call gave nothing usable because of the server; None when it answered as it could.
    trouble: str | None = None


@dataclass
class _Sizes:
    """How long a passage and how many questions a call may have, shrunk for the whole document as soon as
    one call shows the server cannot take more."""

    passage_chars: int
    per_call: int
    lock: threading.Lock = field(default_factory=threading.Lock)

    def shrink(self, *, passage_chars: int, count: int) -> None:
        with self.lock:
            self.passage_chars = min(self.passage_chars, passage_chars)
            self.per_call = min(self.per_call, count)


class OpenAIQuestionProvider:
    name = "openai"

    def __init__(
        self,
        *,
        api_key: str,
        model: str,
        base_url: str | None = None,
        timeout_seconds: float = 60.0,
        max_retries: int = 2,
        concurrency: int = 2,
        passage_chars: int = 6000,
        questions_per_call: int = 5,
        backoff_seconds: float = 0.5,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self._client = ChatClient(
            api_key=api_key,
            model=model,
            base_url=base_url,
            timeout_seconds=timeout_seconds,
            max_retries=max_retries,
            backoff_seconds=backoff_seconds,
            sleep=sleep,
        )
        self._concurrency = max(1, concurrency)
        self._passage_chars = max(PASSAGE_SHRINK_MIN_CHARS, passage_chars)
        self._per_call = max(1, questions_per_call)

    @property
    def output_format(self) -> OutputFormat:
        """The output format the server accepted last (a JSON schema until it refused one)."""
        return self._client.output_format

    # --- one call --------------------------------------------------------------------------------

    def _ask(self, request: _Request, chunk: str, index: SourceIndex, sizes: _Sizes) -> _Outcome:
        count = min(request.count, sizes.per_call)
        passage = passage_shrunk(chunk, max_chars=sizes.passage_chars)
        while True:
            try:
                content = self._client.complete(
                    messages=chat_messages(passage=passage, count=count, avoid=list(request.avoid)),
                    schema=questions_schema(count),
                    max_tokens=answer_max_tokens(count),
                )
            except (CallTooSlow, PassageTooLong) as error:
                if count <= 1 and len(passage) <= PASSAGE_SHRINK_MIN_CHARS:
                    return _Outcome([], AI_SLOW if isinstance(error, CallTooSlow) else AI_UNAVAILABLE)
                count = max(1, count // 2)
                passage = passage_shrunk(passage, max_chars=max(PASSAGE_SHRINK_MIN_CHARS, len(passage) // 2))
                sizes.shrink(passage_chars=len(passage), count=count)
                continue
            except CallFailed:
                return _Outcome([], AI_UNAVAILABLE)
            return self._answer_read(content, count, index)

    def _answer_read(self, content: str | None, count: int, index: SourceIndex) -> _Outcome:
        items = [item_repaired(item) for item in answer_items(content)]
        sourced = []
        for item in items:
            quote = item.get("source") if isinstance(item, dict) else None
            passage_found = source_locate(quote, index) if isinstance(quote, str) else None
            if passage_found:
                sourced.append({**item, "source": passage_found})
        questions = questions_keep_valid(sourced, require_explanation=True)[:count]
        # An answer that says there is nothing more to ask is honest; one with nothing usable in it is not.
        unusable = not questions and not answer_says_nothing(content)
        return _Outcome(questions, AI_UNUSABLE if unusable else None)

    # --- a whole document ------------------------------------------------------------------------

    def generate(
        self, *, text: str, num_questions: int, on_progress: ProgressCallback | None = None
    ) -> list[Question]:
        sizes = _Sizes(passage_chars=self._passage_chars, per_call=self._per_call)
        passages = passages_plan(
            text,
            requests=math.ceil(num_questions / self._per_call) if num_questions > 0 else 0,
            min_chars=min(PASSAGE_MIN_CHARS, self._passage_chars),
            max_chars=self._passage_chars,
        )
        chunks = [passage.text for passage in passages]
        if not chunks or num_questions <= 0:
            return []
        run = _DocumentRun(chunks, num_questions, on_progress)
        weights = [passage.weight for passage in passages]
        wanted = counts_spread(weights, num_questions)
        try:
            for round_number in range(1 + TOP_UP_ROUNDS):
                counts = run.counts_for_round(round_number, wanted, weights)
                requests = run.requests(counts, sizes.per_call)
                if not requests:
                    break
                self._run(requests, run, sizes)
                if run.total() >= num_questions or run.server_failing():
                    break
        except GenerationStopped as stopped:
            if not stopped.keep_found:
                raise
            run.troubles.append(AI_SLOW)
        return run.result()

    def _run(self, requests: list[_Request], run: "_DocumentRun", sizes: _Sizes) -> None:
        """Sends the requests in parallel, at most `concurrency` at a time; takes results in this thread.

        A request is sent only once a place is free, after the results before it were taken (and progress
        reported), so that a stop raised by the progress callback leaves no request unsent behind it.
        """
        waiting = deque(requests)
        pending: dict[Future[_Outcome], _Request] = {}
        executor = ThreadPoolExecutor(max_workers=min(self._concurrency, len(requests)))
        try:
            while waiting or pending:
                while waiting and len(pending) < self._concurrency:
                    request = waiting.popleft()
                    chunk, index = run.chunks[request.chunk], run.index(request.chunk)
                    pending[executor.submit(self._ask, request, chunk, index, sizes)] = request
                done, _ = wait(pending, return_when=FIRST_COMPLETED)
                for future in done:
                    run.accept(pending.pop(future), future.result(), outstanding=len(waiting) + len(pending))
        finally:
            executor.shutdown(wait=False, cancel_futures=True)


class _DocumentRun:
    """The questions found for one document so far, passage by passage, and what went wrong."""

    def __init__(self, chunks: list[str], wanted: int, on_progress: ProgressCallback | None) -> None:
        self.chunks = chunks
        self.wanted = wanted
        self.found: list[list[Question]] = [[] for _ in chunks]
        self.troubles: list[str] = []
        self._seen: set[str] = set()
        self._indexes: dict[int, SourceIndex] = {}
        self._on_progress = on_progress
        self._progress = 0.0
        self._calls_done = 0

    def index(self, chunk: int) -> SourceIndex:
        if chunk not in self._indexes:
            self._indexes[chunk] = SourceIndex.of(self.chunks[chunk])
        return self._indexes[chunk]

    def total(self) -> int:
        return sum(len(questions) for questions in self.found)

    def server_failing(self) -> bool:
        return AI_UNAVAILABLE in self.troubles or AI_SLOW in self.troubles

    def counts_for_round(self, round_number: int, wanted: list[int], weights: list[int]) -> list[int]:
        if round_number == 0:
            return wanted
        if round_number == 1:
            return [max(0, want - len(have)) for want, have in zip(wanted, self.found, strict=True)]
        return counts_spread(weights, self.wanted - self.total())

    def requests(self, counts: list[int], per_call: int) -> list[_Request]:
        avoid = tuple(q["question"] for questions in self.found for q in questions)
        return [
            _Request(chunk=chunk, count=min(per_call, count - start), avoid=avoid)
            for chunk, count in enumerate(counts)
            for start in range(0, count, per_call)
        ]

    def accept(self, request: _Request, outcome: _Outcome, *, outstanding: int) -> None:
        added = 0
        for question in outcome.questions:
            key = comparable(question["question"])
            if key not in self._seen and added < request.count and self.total() < self.wanted:
                self._seen.add(key)
                self.found[request.chunk].append(question)
                added += 1
        if outcome.trouble:
            self.troubles.append(outcome.trouble)
        self._calls_done += 1
        if self._on_progress is not None:
            # Every call moves the bar, even one that found nothing; only a full quiz reaches the end.
            by_calls = 0.9 * self._calls_done / (self._calls_done + outstanding)
            self._progress = max(self._progress, by_calls, self.total() / self.wanted)
            self._on_progress(min(1.0, self._progress))

    def result(self) -> list[Question]:
        questions = [question for questions in self.found for question in questions]
        if len(questions) < self.wanted and self.troubles:
            reason = next(reason for reason in _REASON_ORDER if reason in self.troubles)
            raise GeneratorFailed(reason, found=questions)
        return questions
