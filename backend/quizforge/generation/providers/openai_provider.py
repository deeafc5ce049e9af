"""Questions from any OpenAI-compatible chat completions server, sized to what the server can take.

The document is cut into passages, one call each (a few at a time); a call that times out or overflows the
server's context is asked again with a smaller passage and fewer questions, never unchanged, and later calls
keep to the smaller size. Questions from calls that succeeded are kept whatever happens to the others.

A job's deadline is kept to: no call is sent, retried or waited for past it. Once the first call shows the
server's pace, calls that would not finish in time are not sent (the offline generator makes their
questions), and fewer are sent at once when the server queues them. When the job ends, calls still in
flight are cut. When not every question could be had because of the server, `GeneratorFailed` says why in
plain words and carries the questions found.
"""

import logging
import math
import threading
import time
from collections import deque
from collections.abc import Callable
from concurrent.futures import FIRST_COMPLETED, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field

from quizforge.generation.chunking import counts_spread, passage_shrunk, passages_plan
from quizforge.generation.providers.ai_reasons import (
    AI_CONTEXT,
    AI_FORMAT_REFUSED,
    AI_REFUSED,
    AI_SLOW,
    AI_UNAVAILABLE,
    AI_UNREACHABLE,
    AI_UNUSABLE,
    REASON_ORDER,
    SERVER_FAILING,
    SERVER_GONE,
)
from quizforge.generation.providers.base import (
    GenerationStopped,
    GeneratorFailed,
    JobControl,
    ProgressCallback,
)
from quizforge.generation.providers.chat_output import answer_items, answer_says_nothing, item_repaired
from quizforge.generation.providers.chat_prompt import answer_max_tokens, chat_messages, questions_schema
from quizforge.generation.providers.openai_calls import (
    CallFailed,
    CallsEnded,
    CallSession,
    CallTooSlow,
    ChatClient,
    OutputFormat,
    PassageTooLong,
    RequestRefused,
    ServerUnreachable,
)
from quizforge.generation.providers.server_pace import ServerPace
from quizforge.generation.sources import SourceIndex, source_locate
from quizforge.quizzes.questions import Question, comparable, questions_keep_valid

logger = logging.getLogger(__name__)

PASSAGE_MIN_CHARS = 1500
# Below this a passage is not shrunk further: too little left to ask about.
PASSAGE_SHRINK_MIN_CHARS = 600
TOP_UP_ROUNDS = 2
# How often the job's check runs while calls are in flight.
CHECK_EVERY_SECONDS = 1.0
# Less time than this left, no call is sent.
CALL_MIN_SECONDS = 0.2


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
    # The last attempt's time and questions asked, for the server's pace (none when it was never answered).
    seconds: float | None = None
    asked: int = 0


@dataclass
class _Sent:
    request: _Request
    at: float  # time.time(), for the job's "waiting for the AI server" report
    company: int  # other calls in flight at some moment while it was (sent before it, or during it)


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
    calls_ai_server = True

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

    # --- one call (in a call's own thread) -------------------------------------------------------

    def _ask(
        self,
        request: _Request,
        chunk: str,
        index: SourceIndex,
        sizes: _Sizes,
        session: CallSession,
        pace: ServerPace,
    ) -> _Outcome:
        count = min(request.count, sizes.per_call)
        passage = passage_shrunk(chunk, max_chars=sizes.passage_chars)
        while True:
            started = time.monotonic()
            try:
                answer = self._client.complete(
                    messages=chat_messages(passage=passage, count=count, avoid=list(request.avoid)),
                    schema=questions_schema(count),
                    max_tokens=answer_max_tokens(count),
                    session=session,
                )
            except (CallTooSlow, PassageTooLong) as error:
                slow = isinstance(error, CallTooSlow)
                fitting: int | None = None
                if slow:
                    # The least this call would have taken: later calls, this one's retry included, are
                    # planned on it at once, and none is sent that could not be answered in time.
                    pace.record(seconds=time.monotonic() - started, asked=count, company=0)
                    remaining = session.remaining()
                    fitting = pace.one_call_fitting(remaining) if remaining is not None else None
                smallest = count <= 1 and len(passage) <= PASSAGE_SHRINK_MIN_CHARS
                if session.ended or smallest or (fitting is not None and fitting < 1):
                    return _Outcome([], AI_SLOW if slow else AI_CONTEXT)
                count, passage = self._smaller(count, passage, sizes)
                count = min(count, fitting) if fitting is not None else count
                continue
            except CallsEnded:
                return _Outcome([], AI_SLOW)
            except ServerUnreachable:
                return _Outcome([], AI_UNREACHABLE)
            except RequestRefused as refused:
                return _Outcome([], AI_FORMAT_REFUSED if refused.format else AI_REFUSED)
            except CallFailed:
                return _Outcome([], AI_UNAVAILABLE)
            outcome = self._answer_read(answer.content, count, index)
            outcome.seconds, outcome.asked = time.monotonic() - started, count
            if answer.cut_by_context:
                at_least = count <= 1 and len(passage) <= PASSAGE_SHRINK_MIN_CHARS
                if not outcome.questions and not at_least and not session.ended:
                    count, passage = self._smaller(count, passage, sizes)
                    continue
                if len(outcome.questions) < count:
                    outcome.trouble = AI_CONTEXT
                    sizes.shrink(passage_chars=max(PASSAGE_SHRINK_MIN_CHARS, len(passage) // 2), count=count)
            return outcome

    @staticmethod
    def _smaller(count: int, passage: str, sizes: _Sizes) -> tuple[int, str]:
        """Fewer questions of a shorter passage, for this call and every later one."""
        count = max(1, count // 2)
        passage = passage_shrunk(passage, max_chars=max(PASSAGE_SHRINK_MIN_CHARS, len(passage) // 2))
        sizes.shrink(passage_chars=len(passage), count=count)
        return count, passage

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
        control = JobControl(on_progress=on_progress) if on_progress is not None else JobControl()
        return self.generate_controlled(text=text, num_questions=num_questions, control=control)

    def generate_controlled(self, *, text: str, num_questions: int, control: JobControl) -> list[Question]:
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
        pace = ServerPace(concurrency=self._concurrency, call_timeout=self._client.timeout_seconds)
        run = _DocumentRun(chunks, num_questions, control, pace)
        weights = [passage.weight for passage in passages]
        wanted = counts_spread(weights, num_questions)
        session = self._client.session(deadline=control.deadline)
        try:
            for round_number in range(1 + TOP_UP_ROUNDS):
                counts = run.counts_for_round(round_number, wanted, weights)
                requests = run.requests(counts, sizes.per_call)
                if not requests:
                    break
                self._run(requests, run, sizes, session)
                if run.total() >= num_questions or run.server_failing():
                    break
        except GenerationStopped as stopped:
            if not (stopped.keep_found and stopped.complete):
                stopped.found = run.questions() if stopped.keep_found else []
                raise
            run.troubles.append(AI_SLOW)
        finally:
            session.end()
            control.on_waiting(None)
        return run.result()

    def question_more(
        self, *, text: str, avoid: list[str], passage: int, deadline: float | None
    ) -> list[Question]:
        """One call for one more question from the document's `passage`-th part (counted around the
        document), none of `avoid`. Raises GeneratorFailed when the server could not answer."""
        passages = passages_plan(
            text,
            requests=max(1, math.ceil(len(text) / self._passage_chars)),
            min_chars=min(PASSAGE_MIN_CHARS, self._passage_chars),
            max_chars=self._passage_chars,
        )
        if not passages:
            return []
        chunk = passages[passage % len(passages)].text
        sizes = _Sizes(passage_chars=self._passage_chars, per_call=1)
        pace = ServerPace(concurrency=1, call_timeout=self._client.timeout_seconds)
        session = self._client.session(deadline=deadline)
        try:
            outcome = self._ask(
                _Request(chunk=0, count=1, avoid=tuple(avoid)),
                chunk,
                SourceIndex.of(chunk),
                sizes,
                session,
                pace,
            )
        finally:
            session.end()
        avoided = {comparable(question) for question in avoid}
        fresh = [q for q in outcome.questions if comparable(q["question"]) not in avoided]
        if not fresh and outcome.trouble:
            raise GeneratorFailed(outcome.trouble, found=[])
        return fresh

    def _run(
        self, requests: list[_Request], run: "_DocumentRun", sizes: _Sizes, session: CallSession
    ) -> None:
        """Sends the requests in parallel, as many at a time as the server takes; takes results in this
        thread.

        A request is sent only once a place is free, after the results before it were taken (and progress
        reported) and the job's check passed, and only if it can be answered before the deadline; while
        calls are in flight the check runs every second, so that a stop, or the deadline, is seen at once.
        """
        waiting = deque(requests)
        pending: dict[Future[_Outcome], _Sent] = {}
        executor = ThreadPoolExecutor(max_workers=min(self._concurrency, len(requests)))
        try:
            while waiting or pending:
                if run.server_gone():
                    waiting.clear()  # what it would answer is the offline generator's now
                while waiting and len(pending) < run.pace.concurrency:
                    run.control.check()
                    request = run.admit(waiting, session)
                    if request is None:
                        break
                    chunk, index = run.chunks[request.chunk], run.index(request.chunk)
                    future = executor.submit(self._ask, request, chunk, index, sizes, session, run.pace)
                    for other in pending.values():
                        other.company += 1
                    pending[future] = _Sent(request, time.time(), company=len(pending))
                run.control.on_waiting(min((sent.at for sent in pending.values()), default=None))
                if not pending:
                    break
                done, _ = wait(pending, timeout=CHECK_EVERY_SECONDS, return_when=FIRST_COMPLETED)
                if not done:
                    run.control.check()
                    if session.ended:
                        run.troubles.append(AI_SLOW)
                        return
                for future in done:
                    sent = pending.pop(future)
                    run.accept(sent, future.result(), outstanding=len(waiting) + len(pending))
        finally:
            executor.shutdown(wait=False, cancel_futures=True)


class _DocumentRun:
    """The questions found for one document so far, passage by passage, and what went wrong."""

    def __init__(self, chunks: list[str], wanted: int, control: JobControl, pace: ServerPace) -> None:
        self.chunks = chunks
        self.wanted = wanted
        self.control = control
        self.pace = pace
        self.found: list[list[Question]] = [[] for _ in chunks]
        self.troubles: list[str] = []
        self._seen: set[str] = set()
        self._indexes: dict[int, SourceIndex] = {}
        self._progress = 0.0
        self._calls_done = 0

    def index(self, chunk: int) -> SourceIndex:
        if chunk not in self._indexes:
            self._indexes[chunk] = SourceIndex.of(self.chunks[chunk])
        return self._indexes[chunk]

    def total(self) -> int:
        return sum(len(questions) for questions in self.found)

    def questions(self) -> list[Question]:
        return [question for questions in self.found for question in questions]

    def server_gone(self) -> bool:
        """The server cannot be reached or refuses the requests: no call of this job can succeed."""
        return any(trouble in SERVER_GONE for trouble in self.troubles)

    def server_failing(self) -> bool:
        return any(trouble in SERVER_FAILING for trouble in self.troubles)

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

    def admit(self, waiting: deque[_Request], session: CallSession) -> _Request | None:
        """The next request to send, asking no more than fits in the time left; None when no call fits any
        more (the questions of the requests left are then the offline generator's)."""
        remaining = session.remaining()
        if remaining is None:
            return waiting.popleft()
        if remaining < CALL_MIN_SECONDS or session.ended:
            self._give_up(waiting, "no time is left")
            return None
        fitting = self.pace.questions_fitting(remaining)
        if fitting is not None and fitting < sum(request.count for request in waiting):
            self._trim(waiting, fitting)
        one_call = self.pace.one_call_fitting(remaining)
        if not waiting or (one_call is not None and one_call < 1):
            self._give_up(waiting, "not even one question fits in the time left")
            return None
        request = waiting.popleft()
        if one_call is not None and one_call < request.count:
            request = _Request(chunk=request.chunk, count=one_call, avoid=request.avoid)
        return request

    def _trim(self, waiting: deque[_Request], fitting: int) -> None:
        """Keeps only as many questions in the requests left as the server can write in time."""
        kept: list[_Request] = []
        for request in waiting:
            if fitting <= 0:
                break
            count = min(request.count, fitting)
            kept.append(_Request(chunk=request.chunk, count=count, avoid=request.avoid))
            fitting -= count
        dropped = sum(request.count for request in waiting) - sum(request.count for request in kept)
        logger.warning("At the AI server's pace, %d questions will not fit in the time left.", dropped)
        waiting.clear()
        waiting.extend(kept)
        self.troubles.append(AI_SLOW)

    def _give_up(self, waiting: deque[_Request], why: str) -> None:
        logger.warning("No more calls to the AI server for this job: %s.", why)
        waiting.clear()
        self.troubles.append(AI_SLOW)

    def accept(self, sent: _Sent, outcome: _Outcome, *, outstanding: int) -> None:
        request = sent.request
        if outcome.seconds is not None:
            self.pace.record(seconds=outcome.seconds, asked=outcome.asked, company=sent.company)
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
        if added:
            self.control.on_found(self.questions())
        # Every call moves the bar, even one that found nothing; only a full quiz reaches the end.
        by_calls = 0.9 * self._calls_done / (self._calls_done + outstanding)
        self._progress = max(self._progress, by_calls, self.total() / self.wanted)
        self.control.on_progress(min(1.0, self._progress))

    def result(self) -> list[Question]:
        questions = self.questions()
        if len(questions) < self.wanted and self.troubles:
            reason = next(reason for reason in REASON_ORDER if reason in self.troubles)
            raise GeneratorFailed(reason, found=questions)
        return questions
