"""Replays each finding of issue 27 (one person spending what everyone shares) against a running server.

    cd backend && NUM_PROXIES=1 PORT=8781 STRIPE_API_BASE=http://127.0.0.1:8420 \
      STRIPE_SECRET_KEY=sk_test_quizforge_local STRIPE_WEBHOOK_SECRET=whsec_quizforge_local \
      STRIPE_PRICE_MONTHLY=price_monthly STRIPE_PRICE_YEARLY=price_yearly LIVE_ROOM_MAX_LIFE_S=45 \
      bash ../scripts/serve.sh 127.0.0.1 8781 &          # the README's way, defaults otherwise
    .venv/bin/python scripts/api_fuzz_findings_27.py --url http://127.0.0.1:8781 [--only NAME]

The server keeps its default limits (they are what is checked) but one: a room's life cap is 45 s instead
of 3 hours, so that the replay sees reconnects fail to extend it (`--room-life-s` names another cap).
NUM_PROXIES=1 lets the script speak from many addresses through X-Forwarded-For, as the attacker did from
11. The queue and slot hogs need the server's Celery worker pool of 2 (serve.sh's default); they wait for
the jobs and uploads they start (a whole run takes about 4 minutes). Each check sends real requests and
prints `ok`/`FAIL` with what it saw; the script exits 1 when any finding comes back. `api_fuzz.py
--findings-27` runs it too. A run makes accounts, quizzes and rooms; use a scratch database. The last run's
figures: bench/README.md.
"""

import argparse
import hashlib
import hmac
import http.client
import io
import json
import os
import secrets
import statistics
import subprocess
import sys
import time
import uuid
import zipfile
import zlib
from collections.abc import Callable
from functools import partial
from pathlib import Path
from urllib.parse import urlsplit

from api_fuzz_27_client import Caller, made_up_address, multipart_file, parallel, shape_problems
from api_fuzz_27_games import (
    ROOM_LIFE_S,
    check_answers_revealed_early,
    check_ghost_player,
    check_room_life_cap,
)
from api_fuzz_27_queues import (
    check_abandoned_sync_calls,
    check_extraction_slot_hog,
    check_generation_queue_hog,
)
from api_fuzz_findings import PASSWORD, Answer
from websockets.exceptions import WebSocketException

BACKEND_DIR = Path(__file__).resolve().parents[1]
STAND_IN_WEBHOOK_SECRET = "whsec_quizforge_local"  # noqa: S105 - the stand-in's published secret


# --- rooms -----------------------------------------------------------------------------------------------


def check_room_loop(url: str) -> list[str]:
    """High: one free account made 1,000 rooms in 26 s (Redis 2 MB -> 2 GB)."""
    caller = Caller(url).signed_in()
    quiz_id = caller.quiz(questions=20)
    answers = [caller.room(quiz_id) for _ in range(60)]
    made = sum(a.status == 201 for a in answers)
    problems = shape_problems(answers, "room loop")
    if made > 40:
        problems.append(f"one account opened {made} of 60 rooms in a loop")
    refused = {a.status for a in answers if a.status != 201}
    if refused - {403, 429, 503}:
        problems.append(f"rooms refused with {sorted(refused)} (not 403/429/503)")
    other = Caller(url).signed_in()
    if other.room(other.quiz()).status != 201:
        problems.append("another teacher could not open a room after the loop")
    return problems


def check_room_flood(url: str) -> list[str]:
    """Medium: 49 bot joins filled a 50-seat room in 0.5 s; a real pupil got "This room is full"."""
    host = Caller(url).signed_in()
    code = host.room(host.quiz(), max_players=50).json().get("code", "")
    bots = Caller(url)
    answers = parallel([partial(bots.join, code, f"Bot {n:02d}") for n in range(49)])
    seated = sum(a.status in (200, 202) for a in answers)
    problems = shape_problems(answers, "room flood")
    if seated >= 45:
        problems.append(f"49 joins from one address in a second seated {seated}")
    pupil = Caller(url).join(code, "Real Pupil")
    if pupil.status != 200:
        problems.append(f"a real pupil's join answered {pupil.status} {pupil.json().get('error')}")
    return problems


def check_wrong_codes_flood(url: str) -> list[str]:
    """Medium: 650 joins to random codes in 3.4 s, then a classmate's real join got 429; and codes could
    be probed at 233 a second with no 429."""
    host = Caller(url).signed_in()
    code = host.room(host.quiz(), max_players=50).json().get("code", "")
    school = made_up_address()
    prankster = Caller(url, school)
    alphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
    random_codes = ["".join(secrets.choice(alphabet) for _ in range(6)) for _ in range(650)]
    joins = parallel([partial(prankster.join, c, "Prank") for c in random_codes[:325]])
    lookups = parallel(
        [partial(prankster.request, "GET", f"/api/multiplayer/rooms/{c}/") for c in random_codes[325:]]
    )
    problems = shape_problems(joins + lookups, "random codes")
    if not any(a.status == 429 for a in joins + lookups):
        problems.append("650 random codes from one address were never answered 429")
    classmate = Caller(url, school).join(code, "Classmate")
    if classmate.status != 200:
        problems.append(f"a classmate's real join behind that address answered {classmate.status}")
    if Caller(url, school).request("GET", f"/api/multiplayer/rooms/{code}/").status != 200:
        problems.append("the real room's lookup behind that address was refused")
    return problems


def check_confusable_names(url: str) -> list[str]:
    """Low (multiplayer): Cyrillic "\u0410lice" beside "Alice"; "Host" taken before the teacher connects."""
    host = Caller(url).signed_in()
    code = host.room(host.quiz()).json().get("code", "")
    pupils = Caller(url)
    problems = []
    if pupils.join(code, "Alice").status != 200:
        problems.append("'Alice' could not join")
    twin = pupils.join(code, "\u0410lice")
    if twin.status == 200:  # 409, or 202: the look-alike of a player not yet connected waits for the host
        problems.append("Cyrillic '\u0410lice' joined beside 'Alice'")
    if pupils.join(code, "Host").status in (200, 202):
        problems.append("a pupil took the name 'Host'")
    return problems


# --- sign-ins --------------------------------------------------------------------------------------------


def check_distributed_guesser(url: str) -> list[str]:
    """Medium: 55 wrong passwords over 11 addresses in 9 s, then the owner's right password from a fresh
    address got 429 for 657 s."""
    owner = Caller(url)
    email = owner.register()["email"]
    guesses = [
        partial(Caller(url, address).login, email, "Wr0ng-guess!")
        for address in [made_up_address() for _ in range(11)]
        for _ in range(5)
    ]
    answers = parallel(guesses)
    problems = shape_problems(answers, "guesser")
    fresh = Caller(url).login(email, PASSWORD)
    if fresh.status != 200:
        problems.append(f"the owner's right password from a fresh address answered {fresh.status}")
    return problems


def check_unknown_email_flood(url: str) -> list[str]:
    """Medium: 205 sign-ins to made-up e-mails in 1.5 s, then a real user with the right password on that
    address got 429 for the window."""
    school = made_up_address()
    real = Caller(url, school)
    email = real.register()["email"]
    flood = Caller(url, school)
    made_up = [f"nobody-{n}-{uuid.uuid4().hex[:6]}@example.com" for n in range(205)]
    answers = parallel([partial(flood.login, email, "Wr0ng-pass!") for email in made_up])
    problems = shape_problems(answers, "unknown e-mails")
    after = Caller(url, school).login(email, PASSWORD)
    if after.status != 200:
        problems.append(f"a real user with the right password behind that address answered {after.status}")
    return problems


def check_common_password(url: str) -> list[str]:
    """Low: common passwords such as P@ssw0rd were accepted."""
    answer = Caller(url).request(
        "POST",
        "/api/register/",
        {"email": f"common-{uuid.uuid4().hex[:8]}@example.com", "password": "P@ssw0rd"},
        token="",
    )
    return [] if answer.status == 400 else [f"P@ssw0rd answered {answer.status}"]


# --- atomic limits and e-mails ---------------------------------------------------------------------------


def check_parallel_limits(url: str) -> list[str]:
    """Low: 30 parallel reset requests got 23 accepted against a limit of 5 (23 e-mails to the victim); the
    contact form likewise."""
    problems = []
    victim = Caller(url).register()["email"]
    resets = Caller(url)
    answers = parallel(
        [lambda: resets.request("POST", "/api/request-password-reset/", {"email": victim}, token="")] * 30
    )
    accepted = sum(a.status == 200 for a in answers)
    if accepted > 5:
        problems.append(f"30 parallel reset requests from one address: {accepted} accepted (limit 5)")
    contact = Caller(url)
    body = {"name": "Flood", "email": "flood@example.com", "message": "Hello"}
    answers = parallel([lambda: contact.request("POST", "/api/contact/", body, token="")] * 30)
    accepted = sum(a.status == 201 for a in answers)
    if accepted > 5:
        problems.append(f"30 parallel contact messages from one address: {accepted} accepted (limit 5)")
    return problems


def _reset_seconds(url: str, email: str) -> float:
    caller = Caller(url)  # a fresh address each time: the per-address limit is 5 an hour
    started = time.perf_counter()
    caller.request("POST", "/api/request-password-reset/", {"email": email}, token="")
    return time.perf_counter() - started


def check_reset_timing(url: str) -> list[str]:
    """Low: a 1.3 ms difference in reset requests told whether an account exists. Pairs of requests
    (existing, made-up) one after the other, so that the machine's changing load cancels out."""
    known = Caller(url).register()["email"]
    differences = []
    for n in range(80):
        unknown = f"nobody-{uuid.uuid4().hex[:8]}@example.com"
        first, second = (known, unknown) if n % 2 else (unknown, known)
        times = {first: _reset_seconds(url, first), second: _reset_seconds(url, second)}
        differences.append(times[known] - times[unknown])
    difference_ms = 1000 * statistics.median(differences)
    if difference_ms > 1.0:
        return [f"reset requests for an existing account take {difference_ms:.2f} ms longer (80 pairs)"]
    return []


# --- bodies, paths, webhooks, settings -------------------------------------------------------------------


def _chunked_post(url: str, path: str, body: bytes, content_type: str, token: str) -> Answer:
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port or 80, timeout=120)
    pieces = (body[start : start + 65536] for start in range(0, len(body), 65536))
    headers = {
        "Content-Type": content_type,
        "Authorization": f"Bearer {token}",
        "X-Forwarded-For": made_up_address(),
    }
    try:
        connection.request("POST", path, body=pieces, headers=headers, encode_chunked=True)
        response = connection.getresponse()
        return Answer(response.status, dict(response.getheaders()), response.read())
    finally:
        connection.close()


def check_chunked_upload(url: str) -> list[str]:
    """Low: chunked uploads were refused."""
    caller = Caller(url).signed_in()
    text = ("Cells are the basic unit of life. " * 400).encode()
    body, content_type = multipart_file("notes.txt", text, "text/plain")
    answer = _chunked_post(url, "/api/upload-file/", body, content_type, caller.token)
    if answer.status != 200 or answer.json().get("characters", 0) < 1000:
        return [f"a chunked TXT upload answered {answer.status} {answer.body[:120]!r}"]
    return []


def check_huge_docx(url: str) -> list[str]:
    """Low (generation): a valid but huge DOCX was called "damaged"."""
    caller = Caller(url).signed_in()
    buffer = io.BytesIO()
    paragraph = "<w:p><w:r><w:t>" + "Cells are the basic unit of life. " * 30 + "</w:t></w:r></w:p>"
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as docx:
        docx.writestr(
            "[Content_Types].xml",
            '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
            '<Default Extension="xml" ContentType="application/xml"/>'
            '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-'
            'officedocument.wordprocessingml.document.main+xml"/></Types>',
        )
        docx.writestr(
            "_rels/.rels",
            '<?xml version="1.0"?><Relationships '
            'xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" '
            'Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" '
            'Target="word/document.xml"/></Relationships>',
        )
        with docx.open("word/document.xml", "w") as document:
            document.write(
                b'<?xml version="1.0"?><w:document '
                b'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>'
            )
            chunk = (paragraph * 200).encode()
            for _ in range(250_000_000 // len(chunk)):
                document.write(chunk)
            document.write(b"</w:body></w:document>")
    body, content_type = multipart_file(
        "huge.docx",
        buffer.getvalue(),
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    )
    answer = caller.request("POST", "/api/upload-file/", body, content_type=content_type)
    error = str(answer.json().get("error", ""))
    if answer.status not in (400, 413) or "too large" not in error.lower():
        return [f"a valid DOCX unpacking past 200 MB answered {answer.status} {error!r}"]
    return []


def check_websocket_unknown_path(url: str) -> list[str]:
    """Low (multiplayer): websocket paths with no route answered 500."""
    parts = urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname or "127.0.0.1", parts.port or 80, timeout=30)
    headers = {
        "Upgrade": "websocket",
        "Connection": "Upgrade",
        "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
        "Sec-WebSocket-Version": "13",
        "Origin": url,
    }
    try:
        connection.request("GET", "/ws/no-such-route/", headers=headers)
        status = connection.getresponse().status
    finally:
        connection.close()
    return [] if status == 404 else [f"a websocket path with no route answered {status}"]


def check_socket_probes(url: str) -> list[str]:
    """Low: room codes probed through the socket at 233 a second with no refusal."""
    from websockets.exceptions import InvalidStatus, WebSocketException
    from websockets.sync.client import connect
    from websockets.typing import Origin

    base = url.replace("http://", "ws://").replace("https://", "wss://")
    address = made_up_address()
    refused = 0
    for _ in range(700):
        code = "".join(secrets.choice("ABCDEFGHJKMNPQRSTUVWXYZ23456789") for _ in range(6))
        try:
            forwarded = {"X-Forwarded-For": address}
            with connect(
                f"{base}/ws/game/{code}/", origin=Origin(url), additional_headers=forwarded, open_timeout=10
            ) as socket:
                socket.close()
        except InvalidStatus:
            refused += 1
        except (WebSocketException, OSError):
            pass
        if refused >= 5:
            return []
    return ["700 socket handshakes to random room codes from one address were never refused"]


def check_nested_json(url: str) -> list[str]:
    """Low (multiplayer): a 4 KB nested-JSON message closed the socket 1011 and left a ghost player."""
    from websockets.exceptions import ConnectionClosed
    from websockets.sync.client import connect
    from websockets.typing import Origin

    host = Caller(url).signed_in()
    code = host.room(host.quiz()).json().get("code", "")
    joined = Caller(url).join(code, "Nesty")
    token = joined.json().get("player_token", "")
    base = url.replace("http://", "ws://").replace("https://", "wss://")
    problems = []
    with connect(f"{base}/ws/game/{code}/", origin=Origin(url), open_timeout=10) as socket:
        socket.send(json.dumps({"type": "join_room", "name": "Nesty", "player_token": token}))
        socket.send("[" * 2000 + "]" * 2000)
        try:
            deadline = time.monotonic() + 3
            while time.monotonic() < deadline:
                socket.recv(timeout=deadline - time.monotonic())
        except TimeoutError:
            pass
        except ConnectionClosed as closed:
            if closed.rcvd and closed.rcvd.code == 1011:
                problems.append("the nested-JSON message closed the socket with 1011")
    return problems


def _signed_webhook(payload: bytes, timestamp: int) -> str:
    signature = hmac.new(STAND_IN_WEBHOOK_SECRET.encode(), f"{timestamp}.".encode() + payload, hashlib.sha256)
    return f"t={timestamp},v1={signature.hexdigest()}"


def check_future_webhook(url: str) -> list[str]:
    """Low: webhook signatures dated in the future were accepted (the server needs the stand-in's secret)."""
    payload = json.dumps(
        {
            "id": f"evt_{uuid.uuid4().hex}",
            "object": "event",
            "type": "customer.created",
            "data": {"object": {}},
        }
    ).encode()
    caller = Caller(url)
    signed = {"Stripe-Signature": _signed_webhook(payload, int(time.time()) + 3600)}
    future = caller.request(
        "POST", "/api/billing/webhook/", payload, content_type="application/json", headers=signed
    )
    if future.status == 503:
        return [
            "payments are not configured on the server: start it with the stand-in's secrets (see the top)"
        ]
    return [] if future.status == 400 else [f"a signature dated an hour ahead answered {future.status}"]


def check_production_secrets(url: str) -> list[str]:
    """Low: production settings accepted the stand-in's published Stripe secrets (checked locally)."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("STRIPE_")}
    env.update(
        DJANGO_SETTINGS_MODULE="config.django.production",
        SECRET_KEY="replay-" + secrets.token_urlsafe(40),
        STRIPE_SECRET_KEY="sk_test_quizforge_local",  # noqa: S106 - the stand-in's published key
        STRIPE_WEBHOOK_SECRET=STAND_IN_WEBHOOK_SECRET,
        LOG_LEVEL="ERROR",
    )
    done = subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"],
        cwd=BACKEND_DIR,
        env=env,
        capture_output=True,
        timeout=120,
    )
    return [] if done.returncode != 0 else ["production settings started with the stand-in's secrets"]


def check_site_url_port(url: str) -> list[str]:
    """Low: SITE_URL defaulted to port 8000 when `make run` served another port."""
    caller = Caller(url).signed_in()
    link = caller.request("POST", "/api/share-quiz/", {"quiz_id": caller.quiz()}).json().get("share_link", "")
    port = urlsplit(url).port
    return (
        []
        if urlsplit(link).port == port
        else [f"share links point at {link.split('/shared/')[0]}, not port {port}"]
    )


FINDINGS: list[tuple[str, Callable[[str], list[str]]]] = [
    ("27 high: the 1,000-room loop is bounded", check_room_loop),
    ("27 medium: a room flood cannot fill a room", check_room_flood),
    ("27 medium: random codes have their own budget", check_wrong_codes_flood),
    ("27 medium: a distributed guesser leaves the owner in", check_distributed_guesser),
    ("27 medium: made-up e-mails have their own budget", check_unknown_email_flood),
    ("27 low: parallel requests cannot beat throttles", check_parallel_limits),
    ("27 low: reset answers take the same time", check_reset_timing),
    ("27 low: socket probes are refused", check_socket_probes),
    ("27 low: look-alike names and 'Host' refused (multiplayer)", check_confusable_names),
    ("27 low: nested JSON does not close the socket 1011 (multiplayer)", check_nested_json),
    ("27 low: common passwords refused", check_common_password),
    ("27 low: unknown websocket paths answer 404 (multiplayer)", check_websocket_unknown_path),
    ("27 low: chunked uploads accepted", check_chunked_upload),
    ("27 low: a huge DOCX is 'too large' (generation)", check_huge_docx),
    ("27 low: future webhook signatures refused", check_future_webhook),
    ("27 low: production refuses the stand-in's secrets", check_production_secrets),
    ("27 low: SITE_URL follows PORT", check_site_url_port),
    ("27 medium: answers are revealed when the question ends (multiplayer)", check_answers_revealed_early),
    ("27 low: a failed socket leaves no ghost player (multiplayer)", check_ghost_player),
    ("27 medium: one user's generation jobs leave workers for others", check_generation_queue_hog),
    ("27 medium: abandoned synchronous generation calls are stopped", check_abandoned_sync_calls),
    ("27 medium: one user's slow uploads leave extraction for others", check_extraction_slot_hog),
    ("27 high: reconnects do not extend a room past its life cap", check_room_life_cap),
]


def run_findings_27(url: str, only: str | None = None, room_life_s: int = ROOM_LIFE_S) -> int:
    failures = 0
    for name, check in FINDINGS:
        if only and only not in check.__name__:
            continue
        started = time.monotonic()
        try:
            problems = check_room_life_cap(url, room_life_s) if check is check_room_life_cap else check(url)
        except (
            OSError,
            http.client.HTTPException,
            RuntimeError,
            ValueError,
            KeyError,
            zlib.error,
            WebSocketException,
        ) as exc:
            problems = [f"could not run: {exc!r}"]
        failures += bool(problems)
        print(f"{'ok  ' if not problems else 'FAIL'} {name} ({time.monotonic() - started:.1f} s)", flush=True)
        for problem in problems:
            print(f"     - {problem}", flush=True)
    print(f"issue 27 findings: {failures} came back")
    return failures


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--url", default="http://127.0.0.1:8781")
    parser.add_argument("--only", help="run the checks whose function name contains this")
    parser.add_argument(
        "--room-life-s", type=int, default=ROOM_LIFE_S, help="the server's LIVE_ROOM_MAX_LIFE_S"
    )
    args = parser.parse_args()
    return 1 if run_findings_27(args.url.rstrip("/"), args.only, args.room_life_s) else 0


if __name__ == "__main__":
    sys.exit(main())
