"""Fuzzes a running QuizForge server: bad input must get a 4xx `{"error", "details"}` answer, never a 500.

Two passes: hand-written hostile requests (wrong content types, arrays for objects, NUL bytes, invalid
UTF-8, huge and deeply nested bodies, odd ids, broken multipart, duplicate fields, bad auth headers),
then schemathesis over /api/schema/ with the `not_a_server_error` check and the error-shape check of
api_fuzz_checks.py. Requests go to the given server only (loopback by default).

How to run, from backend/ (generous throttles so the fuzzer is not answered 429 throughout):

    .venv/bin/pip install schemathesis     # dev only; without it the second pass is skipped
    export DATABASE_URL=sqlite:////tmp/qf_fuzz.sqlite3   # or your own PostgreSQL database
    export REDIS_URL=redis://127.0.0.1:6379/0           # live rooms, channels and throttles need Redis
    .venv/bin/python manage.py migrate
    THROTTLE_REGISTER=100000/hour THROTTLE_PASSWORD_RESET=100000/hour \
    THROTTLE_CONTACT=100000/hour THROTTLE_GENERATION=100000/hour THROTTLE_DOCUMENT_UPLOAD=100000/hour \
    THROTTLE_VERIFICATION_EMAIL=100000/hour .venv/bin/daphne -b 127.0.0.1 -p 8941 config.asgi:application &
    .venv/bin/python scripts/api_fuzz.py --url http://127.0.0.1:8941

The script registers a fresh user and, with the same DATABASE_URL as the server, makes it premium through
`manage.py shell` so that premium-only paths are reached (`--free` skips that). It prints every failing
answer and exits 1 when there was any. A third pass re-checks the findings of issue 7
(api_fuzz_findings.py): forged tokens with the old public key, big bodies, parallel saves, sign-in
limits, bad characters, and the smaller ones.

The findings of issue 27 (limits one person could spend for everyone) need a server with its default
limits and a short room life cap: `--findings-27` replays only them (api_fuzz_findings_27.py says how to
start that server).
"""

import argparse
import contextlib
import http.client
import json
import os
import shutil
import subprocess
import sys
import tempfile
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

from api_fuzz_findings import VALID_QUESTION, run_findings
from api_fuzz_findings_27 import run_findings_27

BACKEND_DIR = Path(__file__).resolve().parents[1]
SCRIPTS_DIR = Path(__file__).resolve().parent

POST_PATHS = [
    "/api/register/",
    "/api/login/",
    "/api/token/refresh/",
    "/api/logout/",
    "/api/verify-email/",
    "/api/resend-verification/",
    "/api/request-password-reset/",
    "/api/reset-password/",
    "/api/contact/",
    "/api/generate-questions/",
    "/api/generation-jobs/",
    "/api/save-quiz/",
    "/api/share-quiz/",
    "/api/save-shared-quiz/",
    "/api/update-high-score/",
    "/api/upload-file/",
]
FIELDS = [
    "email", "password", "new_password", "refresh", "token", "name", "subject", "message", "text",
    "num_questions", "title", "questions", "quiz_id", "share_token", "score", "file",
]  # fmt: skip
ODD_VALUES: list[object] = [
    "\u0000",
    "a\u0000b",
    "x" * 200_000,
    "\ud83d\ude00 \u202e\ufeff",
    "   ",
    [],
    {},
    None,
    True,
    1e308,
    -1,
    10**40,
    [None, 1, "x", [], {}],
]
ODD_IDS = ["-1", "0", "99999999999999999999999", "abc", "1.5", "%00", "%ff", "null", "%E2%80%AE1", "1e3"]


@dataclass
class Probe:
    method: str
    path: str
    body: bytes = b""
    content_type: str | None = "application/json"
    headers: dict[str, str] = field(default_factory=dict)
    authenticated: bool = True


def _multipart(parts: list[tuple[str, str | None, bytes]], boundary: str = "fuzzboundary") -> bytes:
    out = b""
    for name, filename, content in parts:
        disposition = f'form-data; name="{name}"' + (
            f'; filename="{filename}"' if filename is not None else ""
        )
        out += f"--{boundary}\r\nContent-Disposition: {disposition}\r\n\r\n".encode() + content + b"\r\n"
    return out + f"--{boundary}--\r\n".encode()


class Server:
    def __init__(self, url: str) -> None:
        parts = urlsplit(url)
        self.host = parts.hostname or "127.0.0.1"
        self.port = parts.port or 80
        self.token = ""

    def send(self, probe: Probe) -> tuple[int, bytes]:
        connection = http.client.HTTPConnection(self.host, self.port, timeout=120)
        headers = {"Content-Type": probe.content_type} if probe.content_type else {}
        if probe.authenticated and self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        headers.update(probe.headers)
        try:
            # A body over the limit is answered (413) and cut off before it is all sent.
            with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                connection.request(probe.method, probe.path, body=probe.body, headers=headers)
            response = connection.getresponse()
            return response.status, response.read()
        finally:
            connection.close()

    def json(self, method: str, path: str, payload: object) -> dict:
        status, body = self.send(Probe(method, path, json.dumps(payload).encode()))
        if status >= 300:
            raise SystemExit(f"setup: {method} {path} answered {status}: {body[:300]!r}")
        return json.loads(body)


def shape_problem(status: int, body: bytes) -> str | None:
    """Why this answer breaks CONTRACT §2, or None."""
    if status >= 500:
        return "server error"
    if not 400 <= status < 500:
        return None
    try:
        data = json.loads(body)
    except ValueError:
        return "4xx answer is not JSON"
    if not isinstance(data, dict) or not isinstance(data.get("error"), str) or not data["error"].strip():
        return "4xx answer has no `error` sentence"
    if not isinstance(data.get("details"), dict):
        return "4xx answer has no `details` object"
    return None


def set_up_user(server: Server, *, premium: bool) -> tuple[int, str]:
    """Registers a fresh user (premium unless told), saves and shares one quiz: (quiz id, share token)."""
    email = f"fuzz-{uuid.uuid4().hex[:12]}@example.com"
    session = server.json("POST", "/api/register/", {"email": email, "password": "Fuzz-pass-1!"})
    server.token = session["access_token"]
    if premium:
        command = (
            "from django.contrib.auth import get_user_model; "
            f"get_user_model().objects.filter(email={email!r}).update(subscription_plan='premium')"
        )
        subprocess.run(  # noqa: S603 - fixed program and arguments
            [sys.executable, "manage.py", "shell", "-c", command],
            cwd=BACKEND_DIR,
            check=True,
            capture_output=True,
        )
    questions = [{**VALID_QUESTION, "question": f"{VALID_QUESTION['question']} ({n})"} for n in range(3)]
    quiz = server.json("POST", "/api/save-quiz/", {"title": "Fuzz quiz", "questions": questions})
    link = server.json("POST", "/api/share-quiz/", {"quiz_id": quiz["quiz_id"]})["share_link"]
    return quiz["quiz_id"], link.rstrip("/").rsplit("/", 1)[-1]


def hand_probes(quiz_id: int, share_token: str) -> list[Probe]:
    probes: list[Probe] = []
    deep = b"[" * 100_000 + b"]" * 100_000
    for path in POST_PATHS:
        for raw in [b"[1,2]", b"null", b'"text"', b"123", b"{bad json", b'{"a": NaN}', b'{"a": 1e400}', deep]:
            probes.append(Probe("POST", path, raw))
        for depth in (500, 900, 990):
            nested = "[" * depth + "]" * depth
            probes.append(
                Probe("POST", path, json.dumps({name: 0 for name in FIELDS}).replace("0", nested).encode())
            )
        for value in ODD_VALUES:
            probes.append(Probe("POST", path, json.dumps({name: value for name in FIELDS}).encode()))
        probes += [
            Probe("POST", path, b'{"email": "\xff\xfe@x.io", "text": "\xc3\x28"}'),
            Probe("POST", path, b'{"email": "a@b.io", "email": "b@c.io", "quiz_id": 1, "quiz_id": "x"}'),
            Probe("POST", path, b"{}", "text/plain"),
            Probe("POST", path, b"<a/>", "application/xml"),
            Probe("POST", path, "{}".encode("utf-16"), "application/json; charset=utf-16"),
            Probe("POST", path, b"{}", "application/json; charset=no-such-charset"),
            Probe("POST", path, b"", "multipart/form-data; boundary=fuzzboundary"),
            Probe("POST", path, b"--fuzzboundary--\r\n", "multipart/form-data; boundary=fuzzboundary"),
            Probe("POST", path, b"x", "multipart/form-data"),
            Probe("POST", path, b"x", "multipart/form-data; boundary="),
            Probe(
                "POST",
                path,
                b"email=a&email=b&quiz_id=1&quiz_id=x&text=a%00b%ff",
                "application/x-www-form-urlencoded",
            ),
            Probe(
                "POST",
                path,
                "&".join(f"f{i}=1" for i in range(2000)).encode(),
                "application/x-www-form-urlencoded",
            ),
            Probe(
                "POST",
                path,
                _multipart([(f"f{i}", None, b"1") for i in range(2000)]),
                "multipart/form-data; boundary=fuzzboundary",
            ),
            Probe(
                "POST",
                path,
                _multipart([("file", f"f{i}.txt", b"hello") for i in range(150)]),
                "multipart/form-data; boundary=fuzzboundary",
            ),
            Probe("PUT", path, b"{}"),
            Probe("DELETE", path, b""),
        ]
    multipart_bodies: list[list[tuple[str, str | None, bytes]]] = [
        [("file", None, b"not a file")],
        [("file", "", b"hello")],
        [("file", "\x00.txt", b"hello there")],
        [("file", "a.txt", b"\xff\xfe\x00bad")],
        [("file", "a.txt", b"")],
        [("file", "a" * 5000 + ".txt", b"hello")],
        [("file", "a.txt", b"hello there"), ("file", "b.pdf", b"%PDF-1.4")],
        [("file", "a.pdf", b"%PDF-1.4 truncated")],
        [("file", "a.docx", b"PK\x03\x04 truncated")],
        [("file", "a.txt", b"some text"), ("num_questions", None, b"abc")],
        [("text", None, b"hello"), ("num_questions", None, b"-5")],
    ]
    for raw_file in multipart_bodies:
        for path in ("/api/upload-file/", "/api/generation-jobs/", "/api/generate-questions/"):
            probes.append(
                Probe("POST", path, _multipart(raw_file), "multipart/form-data; boundary=fuzzboundary")
            )
    question_variants: list[object] = [
        {},
        "x",
        [VALID_QUESTION] * 101,
        [{**VALID_QUESTION, "choices": "Blue"}],
        [{**VALID_QUESTION, "choices": [1, None, {}, []]}],
        [{**VALID_QUESTION, "choices": ["Blue"] * 7}],
        [{**VALID_QUESTION, "correct_answer": ["Blue"]}],
        [{**VALID_QUESTION, "question": "q\u0000"}],
        [{**VALID_QUESTION, "question": "q" * 100_000}],
        [{**VALID_QUESTION, "explanation": {"a": 1}}],
        [{"question": None}],
        [[VALID_QUESTION]],
    ]
    for questions in question_variants:
        body = json.dumps({"title": "Fuzz", "questions": questions}).encode()
        probes += [
            Probe("POST", "/api/save-quiz/", body),
            Probe("PATCH", f"/api/update-quiz/{quiz_id}/", body),
        ]
    for title in ["", "t" * 201, "\u0000", None, 5, ["t"]]:
        probes.append(Probe("PATCH", f"/api/update-quiz/{quiz_id}/", json.dumps({"title": title}).encode()))
    probes.append(Probe("PATCH", f"/api/update-quiz/{quiz_id}/", b"{}"))
    for score in [-1, 4, 10**40, 1.5, "1", None, "\u0000", [1]]:
        probes.append(
            Probe(
                "POST", "/api/update-high-score/", json.dumps({"quiz_id": quiz_id, "score": score}).encode()
            )
        )
    for token in [
        "",
        "x" * 129,
        "\u0000",
        share_token + "x",
        share_token.upper(),
        "../" + share_token,
        "%00",
    ]:
        probes.append(Probe("POST", "/api/save-shared-quiz/", json.dumps({"share_token": token}).encode()))
    for value in ODD_IDS:
        probes += [
            Probe("GET", f"/api/fetch-quiz-questions/?quiz_id={value}", content_type=None),
            Probe("GET", f"/api/user-quiz-scores/?quiz_id={value}", content_type=None),
            Probe("DELETE", f"/api/delete-quiz/?quiz_id={value}", content_type=None),
            Probe("GET", f"/api/quizzes/{value}/export/?format=csv", content_type=None),
            Probe("PATCH", f"/api/update-quiz/{value}/", b'{"title": "x"}'),
            Probe("GET", f"/api/generation-jobs/{value}/", content_type=None),
            Probe("POST", "/api/share-quiz/", json.dumps({"quiz_id": value}).encode()),
        ]
    for export_format in ["", "xx", "%00", "CSV", "pdf%00", "gift&format=pdf"]:
        probes.append(
            Probe("GET", f"/api/quizzes/{quiz_id}/export/?format={export_format}", content_type=None)
        )
    probes += [
        Probe("GET", f"/api/generation-jobs/{uuid.uuid4()}/", content_type=None),
        Probe("GET", "/api/fetch-quiz-questions/?quiz_id=1&quiz_id=2", content_type=None),
        Probe("GET", "/api/fetch-quiz-questions/", content_type=None),
        Probe("GET", "/api/%ff%fe/", content_type=None),
        Probe("GET", "/api/profile/?" + "a=1&" * 2000, content_type=None),
    ]
    for authorization in [
        "Bearer",
        "Bearer a.b.c",
        "Bearer " + "a" * 8000,
        "Basic Zm9vOmJhcg==",
        "Bearer \x7f",
        "Bearer \xff",
    ]:
        probes.append(
            Probe(
                "GET",
                "/api/profile/",
                content_type=None,
                headers={"Authorization": authorization},
                authenticated=False,
            )
        )
    probes.append(
        Probe(
            "GET",
            "/api/profile/",
            content_type=None,
            headers={"Cookie": "sessionid=%ff; csrftoken=\x01"},
            authenticated=False,
        )
    )
    for path in ("/api/token/refresh/", "/api/logout/"):
        for refresh in ["a.b.c", "x" * 10_000, "\u0000"]:
            probes.append(Probe("POST", path, json.dumps({"refresh": refresh}).encode()))
    return probes


def run_hand_probes(server: Server, probes: list[Probe], *, verbose: bool) -> int:
    failures = 0
    for probe in probes:
        try:
            status, body = server.send(probe)
        except (OSError, http.client.HTTPException) as exc:
            failures += 1
            print(f"FAIL connection: {probe.method} {probe.path[:80]} ({probe.content_type}): {exc!r}")
            continue
        problem = shape_problem(status, body)
        if verbose:
            sent = f"{probe.method} {probe.path[:60]} ({probe.content_type}) {probe.body[:60]!r}"
            print(f"{status} {sent} -> {body[:160]!r}")
        if problem:
            failures += 1
            print(f"FAIL {problem}: {status} {probe.method} {probe.path[:80]} ({probe.content_type}) "
                  f"body={probe.body[:80]!r} -> {body[:200]!r}")  # fmt: skip
    print(f"hand probes: {len(probes)} sent, {failures} failed")
    return failures


def run_schemathesis(url: str, token: str, *, max_examples: int, workers: int) -> int:
    executable = shutil.which("schemathesis", path=str(Path(sys.executable).parent)) or shutil.which(
        "schemathesis"
    )
    if not executable:
        print("schemathesis is not installed (.venv/bin/pip install schemathesis): schema pass skipped")
        return 0
    command = [
        executable, "run", f"{url}/api/schema/?format=json", "--url", url,
        "-H", f"Authorization: Bearer {token}",
        "--checks", "not_a_server_error,error_shape",
        "--phases", "examples,coverage,fuzzing",
        "--max-examples", str(max_examples),
        "--exclude-path-regex", "auth/google",  # redirects to Google by design
        "--request-timeout", "60", "--continue-on-failure", "-w", str(workers),
    ]  # fmt: skip
    env = {**os.environ, "SCHEMATHESIS_HOOKS": "api_fuzz_checks", "PYTHONPATH": str(SCRIPTS_DIR)}
    with tempfile.TemporaryDirectory() as scratch:  # schemathesis and hypothesis keep caches in the cwd
        return subprocess.run(command, env=env, cwd=scratch, check=False).returncode  # noqa: S603 - fixed program


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--url", default="http://127.0.0.1:8941", help="the running server")
    parser.add_argument("--free", action="store_true", help="fuzz as a free user (no manage.py shell needed)")
    parser.add_argument("--max-examples", type=int, default=50, help="schemathesis examples per operation")
    parser.add_argument(
        "--workers",
        type=int,
        default=1,
        help="schemathesis workers (several can trip an internal error of its generator)",
    )
    parser.add_argument("--no-schemathesis", action="store_true", help="hand probes only")
    parser.add_argument("--verbose", action="store_true", help="print every hand probe's answer")
    parser.add_argument(
        "--findings-27", action="store_true", help="replay only issue 27's findings (see their script)"
    )
    args = parser.parse_args()
    url = args.url.rstrip("/")
    if args.findings_27:
        return 1 if run_findings_27(url) else 0
    server = Server(url)
    quiz_id, share_token = set_up_user(server, premium=not args.free)
    failures = run_hand_probes(server, hand_probes(quiz_id, share_token), verbose=args.verbose)
    failures += run_findings(url, None if args.free else server.token)
    schema_status = (
        0
        if args.no_schemathesis
        else run_schemathesis(url, server.token, max_examples=args.max_examples, workers=args.workers)
    )
    return 1 if failures or schema_status else 0


if __name__ == "__main__":
    sys.exit(main())
