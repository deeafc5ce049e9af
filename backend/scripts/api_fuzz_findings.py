"""The findings of issue 7 (safe by default), each re-checked against a running server by api_fuzz.py.

Every check sends real requests to the given server and answers a list of problems (empty when it holds).
Checks marked `owners` cover question and title validation that lands with the owners branch.
"""

import base64
import hashlib
import hmac
import http.client
import json
import select
import socket
import threading
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from urllib.parse import urlsplit

OLD_PUBLIC_KEY = "local-development-secret-key-change-me-in-production-0123456789"
PASSWORD = "Fuzz-pass-1!"  # noqa: S105 - the password of the accounts the checks make
VALID_QUESTION = {
    "question": "What colour is the sky on a clear day?",
    "choices": ["Blue", "Green", "Red", "Black"],
    "correct_answer": "Blue",
    "explanation": "Air scatters blue light the most.",
    "source": "The sky is blue because air scatters blue light more than red.",
}


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes

    def json(self) -> dict:
        try:
            data = json.loads(self.body)
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}


class Client:
    def __init__(self, url: str, address: str = "127.0.0.1") -> None:
        parts = urlsplit(url)
        self.host = parts.hostname or "127.0.0.1"
        self.port = parts.port or 80
        self.token = ""
        self.forwarded_for = address

    def request(
        self, method: str, path: str, body: bytes | object = b"", *, content_type: str | None = None,
        headers: dict[str, str] | None = None, token: str | None = None,
    ) -> Answer:  # fmt: skip
        if not isinstance(body, bytes):
            body, content_type = json.dumps(body).encode(), content_type or "application/json"
        sent = {"Content-Type": content_type} if content_type else {}
        bearer = self.token if token is None else token
        if bearer:
            sent["Authorization"] = f"Bearer {bearer}"
        sent.update(headers or {})
        connection = http.client.HTTPConnection(self.host, self.port, timeout=60)
        try:
            connection.request(method, path, body=body, headers=sent)
            response = connection.getresponse()
            return Answer(response.status, {k.lower(): v for k, v in response.getheaders()}, response.read())
        finally:
            connection.close()

    def register(self, email: str | None = None) -> dict:
        email = email or f"finding-{uuid.uuid4().hex[:12]}@example.com"
        answer = self.request("POST", "/api/register/", {"email": email, "password": PASSWORD}, token="")
        if answer.status != 201:
            raise RuntimeError(f"register answered {answer.status}: {answer.body[:200]!r}")
        return {"email": email, **answer.json()}


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode()


def _claims(access: str) -> dict:
    payload = access.split(".")[1]
    return json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))


def _forged_jwt(user_id: object) -> str:
    now = int(time.time())
    header = _b64(json.dumps({"alg": "HS256", "typ": "JWT"}).encode())
    claims = {
        "token_type": "access",
        "exp": now + 300,
        "iat": now,
        "jti": uuid.uuid4().hex,
        "user_id": user_id,
    }
    unsigned = f"{header}.{_b64(json.dumps(claims).encode())}"
    signature = hmac.new(OLD_PUBLIC_KEY.encode(), unsigned.encode(), hashlib.sha256).digest()
    return f"{unsigned}.{_b64(signature)}"


def _base36(number: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        number, rest = divmod(number, 36)
        out = digits[rest] + out
        if not number:
            return out


def _forged_verification_token(user_id: int, email: str) -> str:
    """The verification link token the old public key would sign (as quizforge.accounts.tokens does)."""
    timestamp = int(time.time())
    salt = "quizforge.accounts.verify-email"
    key = hashlib.sha256((salt + OLD_PUBLIC_KEY).encode()).digest()
    value = f"{user_id}|{timestamp}|{email}|False"
    signature = hmac.new(key, value.encode(), hashlib.sha256).hexdigest()[::2]
    return f"{_base36(user_id)}-{_base36(timestamp)}-{signature}"


def check_no_public_secret_key(client: Client) -> list[str]:
    session = client.register()
    user_id = _claims(session["access_token"])["user_id"]
    problems = []
    if client.request("GET", "/api/profile/", token=_forged_jwt(user_id)).status != 401:
        problems.append("a JWT signed with the old public SECRET_KEY is accepted")
    forged = _forged_verification_token(int(user_id), session["email"])
    client.request("POST", "/api/verify-email/", {"token": forged}, token="")
    profile = client.request("GET", "/api/profile/", token=session["access_token"]).json()
    if profile.get("email_verified"):
        problems.append("a verification link signed with the old public SECRET_KEY verified an account")
    return problems


def _stream_until_answer(client: Client, head: bytes, piece: bytes, limit_bytes: int) -> tuple[int, int]:
    """Sends head then pieces until the server answers; (status, bytes sent)."""
    sock = socket.create_connection((client.host, client.port), timeout=30)
    sent = 0
    answer = b""
    try:
        sock.sendall(head)
        while sent < limit_bytes and not select.select([sock], [], [], 0)[0]:
            try:
                sock.sendall(piece)
            except OSError:
                break
            sent += len(piece)
        try:
            while chunk := sock.recv(65536):
                answer += chunk
        except OSError:
            pass
    finally:
        sock.close()
    status = int(answer.split(b" ", 2)[1]) if answer.startswith(b"HTTP/") else 0
    return status, sent


def check_big_bodies_refused_early(client: Client) -> list[str]:
    problems = []
    mb = 1024 * 1024
    head = b"POST / HTTP/1.1\r\nHost: %s\r\nContent-Length: %d\r\n\r\n" % (client.host.encode(), 500 * mb)
    status, sent = _stream_until_answer(client, head, b"x" * 65536, 64 * mb)
    if status != 413 or sent >= 64 * mb:
        problems.append(f"a declared 500 MB POST to / answered {status} after {sent // mb} MB")
    head = (
        b"POST /api/save-quiz/ HTTP/1.1\r\nHost: %s\r\nTransfer-Encoding: chunked\r\n"
        b"Content-Type: application/json\r\n\r\n" % client.host.encode()
    )
    chunk = b"%x\r\n%s\r\n" % (65536, b"x" * 65536)
    status, sent = _stream_until_answer(client, head, chunk, 64 * mb)
    if status != 413 or sent >= 64 * mb:
        problems.append(f"a streamed body without a length answered {status} after {sent // mb} MB")
    return problems


def _save(client: Client, title: object, questions: list) -> Answer:
    return client.request("POST", "/api/save-quiz/", {"title": title, "questions": questions})


def check_bad_characters_refused(client: Client) -> list[str]:
    """owners, premium (so no plan limit answers first): a lone surrogate, a zero-width title, look-alike
    choices, a number for a title."""
    problems = []
    raw = b'{"title": "Surrogate", "questions": [%s]}' % json.dumps(
        {**VALID_QUESTION, "question": "SURROGATE"}
    ).encode().replace(b"SURROGATE", b"q \\ud800?")
    answer = client.request("POST", "/api/save-quiz/", raw, content_type="application/json")
    if answer.status != 400:
        problems.append(f'a lone surrogate in a question ("q \\ud800?") answered {answer.status}, not 400')
    if client.request("GET", "/api/saved-quizzes/").status != 200:
        problems.append("the saved-quiz list fails after a lone surrogate was sent")
    for title, label in [("\u200b\u200b\u200b", "a zero-width title"), (5, '"title": 5')]:
        status = _save(client, title, [VALID_QUESTION]).status
        if status != 400:
            problems.append(f"{label} answered {status}, not 400")
    lookalike = {**VALID_QUESTION, "choices": ["Blue", "Blue\u200b", "Red", "Green"]}
    status = _save(client, "Look-alike", [lookalike]).status
    if status != 400:
        problems.append(f"two choices that look identical answered {status}, not 400")
    return problems


def check_parallel_saves(client: Client) -> list[str]:
    """Premium only (api_fuzz.py's user): 30 saves at once all succeed."""
    statuses: list[int] = []
    barrier = threading.Barrier(30)

    def save(n: int) -> None:
        barrier.wait(timeout=30)
        questions = [{**VALID_QUESTION, "question": f"Parallel {n}?"}]
        statuses.append(_save(client, f"Parallel {n}", questions).status)

    threads = [threading.Thread(target=save, args=(n,)) for n in range(30)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    bad = [status for status in statuses if status != 201]
    return [f"30 parallel saves: {len(bad)} did not answer 201 ({sorted(set(bad))})"] if bad else []


def check_sign_in_limits(client: Client) -> list[str]:
    problems = []
    emails = [client.register()["email"] for _ in range(30)]
    statuses = [
        client.request("POST", "/api/login/", {"email": e, "password": PASSWORD}, token="").status
        for e in emails
    ]
    if statuses != [200] * 30:
        problems.append(f"30 accounts signing in from one address: {statuses.count(200)} got in")
    victim, classmate = emails[0], emails[1]
    wrong = [
        client.request("POST", "/api/login/", {"email": victim, "password": "Wr0ng-pass!"}, token="").status
        for _ in range(12)
    ]
    if 429 not in wrong:
        problems.append("12 wrong passwords for one account were never limited")
    classmate_status = client.request(
        "POST", "/api/login/", {"email": classmate, "password": PASSWORD}, token=""
    ).status
    if classmate_status != 200:
        problems.append(
            f"a classmate behind the same address got {classmate_status} after one pupil hammered"
        )
    return problems


def check_small_ones(client: Client) -> list[str]:
    problems = []
    for path in ("/", "/api/health/"):
        policy = client.request("GET", path).headers.get("content-security-policy", "")
        if "default-src 'self'" not in policy:
            problems.append(f"{path} has no Content-Security-Policy")
    for password in ("Aa1!    ", "Abcdefg1\u200b\u200b", "Aa1!\u200b\u200b\u200b\u200b"):
        body = {"email": f"pw-{uuid.uuid4().hex[:8]}@example.com", "password": password}
        status = client.request("POST", "/api/register/", body, token="").status
        if status != 400:
            problems.append(f"the password {password!r} answered {status}, not 400")
    client.token = client.register()["access_token"]
    answer = client.request("POST", "/api/save-quiz", {"title": "No slash", "questions": [VALID_QUESTION]})
    if 300 <= answer.status < 400 or (answer.status >= 400 and "error" not in answer.json()):
        problems.append(
            f"POST /api/save-quiz without its slash answered {answer.status} {answer.body[:80]!r}"
        )
    answer = client.request("POST", "/api/upload-file/", b"x", content_type="multipart/form-data")
    if answer.status != 400 or "JSON" in answer.json().get("error", "JSON"):
        problems.append(f"a multipart parse error answered {answer.status} {answer.body[:120]!r}")
    start = client.request("GET", "/api/auth/google/", token="")
    location = start.headers.get("location", "")
    if start.status != 302 or not location.startswith("/auth/callback?error=") or "google.com" in location:
        problems.append(
            f"the Google start without a state (or without Google keys) answered {start.status} {location}"
        )
    complete = client.request("GET", "/api/auth/google/complete/", token="").headers.get("location", "")
    if "token" in complete or not complete.startswith("/auth/callback?error="):
        problems.append(f"the Google completion without a sign-in redirected to {complete}")
    return problems


FINDINGS: list[tuple[str, Callable[[Client], list[str]], bool]] = [
    # (name, check, needs a premium user)
    ("7.1 no public SECRET_KEY", check_no_public_secret_key, False),
    ("7.2/7.9 bad characters refused (owners)", check_bad_characters_refused, True),
    ("7.3 parallel saves", check_parallel_saves, True),
    ("7.4 big bodies refused early", check_big_bodies_refused_early, False),
    ("7.8 sign-in limits fit a class", check_sign_in_limits, False),
    ("7.7/7.9 the smaller ones", check_small_ones, False),
]


def run_findings(url: str, premium_token: str | None) -> int:
    failures = 0
    for name, check, needs_premium in FINDINGS:
        client = Client(url)
        if needs_premium:
            if not premium_token:
                print(f"skip {name}: needs a premium user (run without --free)")
                continue
            client.token = premium_token
        try:
            problems = check(client)
        except (OSError, http.client.HTTPException, RuntimeError, ValueError) as exc:
            problems = [f"could not run: {exc!r}"]
        failures += len(problems)
        print(f"{'ok  ' if not problems else 'FAIL'} finding {name}")
        for problem in problems:
            print(f"     - {problem}")
    print(f"findings: {len(FINDINGS)} checked, {failures} problems")
    return failures
