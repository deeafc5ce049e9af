"""A real HTTP server speaking the OpenAI chat completions API, with behaviours a test can script.

Questions are built from the passage in the request, so their `source` quotes are real sentences of it.
"""

import json
import re
import select
import socket
import threading
import time
from collections import deque
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

NORMAL = "normal"
SLOW = "slow"  # waits `slow_seconds`, then answers normally
RATE_LIMITED = "rate_limited"  # 429 with a Retry-After header
SERVER_ERROR = "server_error"  # 500
MALFORMED = "malformed"  # 200 whose content is not JSON
PARTLY_INVALID = "partly_invalid"  # every other item is broken beyond repair
REPAIRABLE = "repairable"  # every item has a slip that can be repaired
INVENTED_QUOTES = "invented_quotes"  # sources the document does not contain
SHORT = "short"  # one question fewer than asked
CUT_BY_CONTEXT = "cut_by_context"  # the answer stops after a few tokens: the context ran out (llama.cpp -c)

_COUNT = re.compile(r"Write exactly (\d+) multiple-choice questions")
_DOCUMENT = re.compile(r"<document>\n(.*)\n</document>", re.DOTALL)
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]")
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]{3,}")


class FakeOpenAIServer:
    def __init__(self, *, latency: float = 0.0, slow_seconds: float = 2.0, retry_after: str = "7") -> None:
        self.latency = latency
        self.slow_seconds = slow_seconds
        self.retry_after = retry_after
        self.default = NORMAL
        self.rejects_json_schema = False
        # response_format type -> (status, message) the server refuses it with, as real servers do:
        # llama-cpp-python's server answers json_schema with a 500, others with a 400 or a 422.
        self.refused_formats: dict[str | None, tuple[int, str]] = {}
        # A server whose context holds fewer characters than a request's prompt answers 500, as llama.cpp.
        self.context_chars: int | None = None
        # A server that takes this long per question asked (a small model on a CPU).
        self.seconds_per_question = 0.0
        # Every call takes this long, whatever it asks (say, just under the client's timeout).
        self.seconds_per_call = 0.0
        # From this request on (1 for the first), each takes `slow_from_seconds` more: a server slowing down.
        self.slow_from: int | None = None
        self.slow_from_seconds = 0.0
        # After answering this many requests the server dies: it stops listening and drops every connection.
        self.die_after: int | None = None
        # When each request arrived (time.monotonic()), and how many the client gave up on while they were
        # being computed (it closed the connection), as a server that stops abandoned work sees them.
        self.arrivals: list[float] = []
        # Answers one request at a time, the others queueing (llama.cpp with one slot); (arrived, answered)
        # of every request answered.
        self.serial = False
        self.spans: list[tuple[float, float]] = []
        self._one_at_a_time = threading.Lock()
        self.abandoned = 0
        self.abandoned_at: list[float] = []
        self.requests: list[dict[str, Any]] = []
        self.max_in_flight = 0
        self._script: deque[str] = deque()
        self._in_flight = 0
        self._serial = 0
        self._lock = threading.Lock()
        self._arrived = threading.Condition(self._lock)
        self._gate: threading.Semaphore | None = None
        self._dead = False
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler_class())
        self._server.daemon_threads = True
        self._thread = threading.Thread(target=self._server.serve_forever, args=(0.05,), daemon=True)

    # --- control ---------------------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def then(self, *behaviours: str) -> "FakeOpenAIServer":
        """The next requests behave like this, in order; after them, `default` applies."""
        with self._lock:
            self._script.extend(behaviours)
        return self

    def hold(self) -> None:
        """From now on each request waits for a `release` before it is answered."""
        self._gate = threading.Semaphore(0)

    def release(self, count: int = 1) -> None:
        if self._gate is not None:
            self._gate.release(count)

    def open(self) -> None:
        """Stops holding requests and lets every waiting one through."""
        gate, self._gate = self._gate, None
        if gate is not None:
            gate.release(1000)

    def wait_for_requests(self, count: int, timeout: float = 20.0) -> bool:
        """Waits until `count` requests have arrived in total."""
        with self._arrived:
            return self._arrived.wait_for(lambda: len(self.requests) >= count, timeout=timeout)

    def start(self) -> "FakeOpenAIServer":
        self._thread.start()
        return self

    def stop(self) -> None:
        self.open()
        if not self._dead:
            self._server.shutdown()
            self._server.server_close()

    def die(self) -> None:
        """Stops listening at once (later connections are refused), as a server process that crashed."""
        with self._lock:
            if self._dead:
                return
            self._dead = True
        self._server.server_close()
        threading.Thread(target=self._server.shutdown, daemon=True).start()

    @property
    def in_flight(self) -> int:
        with self._lock:
            return self._in_flight

    def __enter__(self) -> "FakeOpenAIServer":
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    @property
    def response_formats(self) -> list[str]:
        return [str((body.get("response_format") or {}).get("type")) for body in self.requests]

    def refuse_format(self, kind: str | None, status: int, message: str) -> "FakeOpenAIServer":
        self.refused_formats[kind] = (status, message)
        return self

    # --- behaviour -------------------------------------------------------------------------------

    def _next_behaviour(self) -> str:
        with self._lock:
            return self._script.popleft() if self._script else self.default

    def _next_serial(self) -> int:
        with self._lock:
            self._serial += 1
            return self._serial

    def _question(self, vocabulary: list[str], sentence: str, serial: int) -> dict[str, Any]:
        sentence = sentence.strip()
        words = _WORD.findall(sentence) or ["document"]
        answer = max(words, key=len)
        others = [word for word in vocabulary if word.lower() != answer.lower()][:3]
        distractors = [*others, "nothing", "everything", "somewhere"][:3]
        return {
            "question": f"Statement {serial}: which word completes '{sentence.replace(answer, '_____', 1)}'?",
            "choices": [distractors[0], answer, *distractors[1:]],
            "correct_answer": answer,
            "explanation": f"The document says: {sentence}",
            "source": sentence,
        }

    def _broken(self, item: dict[str, Any], kind: int) -> dict[str, Any]:
        if kind == 0:
            return {**item, "correct_answer": "an answer that is not offered"}
        if kind == 1:
            return {**item, "choices": [item["correct_answer"]]}
        if kind == 2:
            return {**item, "explanation": ""}
        return {**item, "source": "A sentence the document never contained at all, anywhere."}

    def _repairable(self, item: dict[str, Any]) -> dict[str, Any]:
        choices = [f"{letter}) {choice}" for letter, choice in zip("ABCD", item["choices"], strict=False)]
        return {
            "question": f"  {item['question']}  ",
            "options": [*choices, f"E)  {item['choices'][0].upper()}"],
            "answer": "b",
            "explanation": item["explanation"],
            "source": item["source"].upper(),
        }

    def _content(self, behaviour: str, user_message: str) -> str:
        count_match = _COUNT.search(user_message)
        document_match = _DOCUMENT.search(user_message)
        count = int(count_match.group(1)) if count_match else 5
        passage = document_match.group(1) if document_match else user_message
        sentences = [s for s in _SENTENCE.findall(passage) if len(_WORD.findall(s)) >= 4] or [passage]
        if behaviour == SHORT:
            count = max(0, count - 1)
        vocabulary = list({word.lower(): word for word in _WORD.findall(passage[:2000])}.values())[:8]
        # Questions spread evenly over the passage, whatever order the requests arrive in.
        spread = [sentences[(2 * k + 1) * len(sentences) // (2 * count)] for k in range(count)]
        items = [self._question(vocabulary, sentence, self._next_serial()) for sentence in spread]
        if behaviour == PARTLY_INVALID:
            items = [self._broken(item, i // 2 % 4) if i % 2 else item for i, item in enumerate(items)]
        elif behaviour == REPAIRABLE:
            items = [self._repairable(item) for item in items]
        elif behaviour == INVENTED_QUOTES:
            items = [self._broken(item, 3) for item in items]
        return json.dumps({"language": "English", "questions": items})

    def _completion(
        self, body: dict[str, Any], content: str, *, finish_reason: str = "stop", completion_tokens: int = 1
    ) -> dict[str, Any]:
        return {
            "id": f"chatcmpl-{self._next_serial()}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": body.get("model", "fake"),
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": finish_reason,
                }
            ],
            "usage": {
                "prompt_tokens": 1,
                "completion_tokens": completion_tokens,
                "total_tokens": 1 + completion_tokens,
            },
        }

    def answer(
        self, body: dict[str, Any], connection: socket.socket | None = None, number: int = 0
    ) -> tuple[int, dict[str, str], Any]:
        """(status, headers, body or raw text) for one chat completion request, the `number`th."""
        gate = self._gate
        if gate is not None:
            while not gate.acquire(timeout=0.05):
                if _client_gone(connection):
                    raise ConnectionAbortedError
        pause = self.latency + self.seconds_per_call
        if self.slow_from is not None and number >= self.slow_from:
            pause += self.slow_from_seconds
        _compute(pause, connection)
        if self.rejects_json_schema and (body.get("response_format") or {}).get("type") == "json_schema":
            message = (
                "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model."
            )
            error = {"message": message, "type": "invalid_request_error", "param": "response_format"}
            return 400, {}, {"error": error}
        kind = (body.get("response_format") or {}).get("type")
        if kind in self.refused_formats:
            status, message = self.refused_formats[kind]
            return status, {}, {"error": {"message": message, "type": "invalid_request_error"}}
        user_message = next((m["content"] for m in body.get("messages", []) if m.get("role") == "user"), "")
        if self.context_chars is not None and len(user_message) > self.context_chars:
            return 500, {}, {"error": {"message": "Context size has been exceeded.", "type": "server_error"}}
        if self.seconds_per_question:
            count_match = _COUNT.search(user_message)
            _compute(
                self.seconds_per_question * (int(count_match.group(1)) if count_match else 5), connection
            )
        behaviour = self._next_behaviour()
        if behaviour == RATE_LIMITED:
            error = {"message": "Rate limit reached.", "type": "requests", "code": "rate_limit_exceeded"}
            return 429, {"Retry-After": self.retry_after}, {"error": error}
        if behaviour == SERVER_ERROR:
            return 500, {}, {"error": {"message": "The server had an error.", "type": "server_error"}}
        if behaviour == SLOW:
            time.sleep(self.slow_seconds)
        if behaviour == MALFORMED:
            return 200, {}, self._completion(body, '{"questions": [{"question": "Unfinished')
        if behaviour == CUT_BY_CONTEXT:
            cut = self._content(NORMAL, user_message)[:120]
            return 200, {}, self._completion(body, cut, finish_reason="length", completion_tokens=44)
        return 200, {}, self._completion(body, self._content(behaviour, user_message))

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:
                return

            def _send(self, status: int, headers: dict[str, str], payload: Any) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for name, value in headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                if self.path.rstrip("/") != "/v1/chat/completions":
                    self._send(404, {}, {"error": {"message": "Not found.", "type": "invalid_request_error"}})
                    return
                with server._arrived:
                    server.requests.append(body)
                    server.arrivals.append(time.monotonic())
                    number = len(server.requests)
                    server._arrived.notify_all()
                    server._in_flight += 1
                    server.max_in_flight = max(server.max_in_flight, server._in_flight)
                try:
                    if server.die_after is not None and number > server.die_after:
                        server.die()
                        self.close_connection = True
                        return
                    arrived = time.monotonic()
                    if server.serial:
                        with server._one_at_a_time:
                            status, headers, payload = server.answer(body, self.connection, number)
                    else:
                        status, headers, payload = server.answer(body, self.connection, number)
                    with server._lock:
                        server.spans.append((arrived, time.monotonic()))  # before the client can see it
                    self._send(status, headers, payload)
                except ConnectionAbortedError:
                    with server._lock:
                        server.abandoned += 1
                        server.abandoned_at.append(time.monotonic())
                    self.close_connection = True
                except (BrokenPipeError, ConnectionResetError):
                    pass
                finally:
                    with server._lock:
                        server._in_flight -= 1

        return Handler


def _client_gone(connection: socket.socket | None) -> bool:
    """Whether the client closed the connection (readable, and nothing but the end left to read)."""
    if connection is None:
        return False
    try:
        readable, _, _ = select.select([connection], [], [], 0)
        return bool(readable) and connection.recv(1, socket.MSG_PEEK) == b""
    except OSError:
        return True


def _compute(seconds: float, connection: socket.socket | None) -> None:
    """Spends `seconds` as a server computing an answer, stopping when the client gives up on it."""
    deadline = time.monotonic() + seconds
    while (left := deadline - time.monotonic()) > 0:
        if _client_gone(connection):
            raise ConnectionAbortedError
        time.sleep(min(0.05, left))
