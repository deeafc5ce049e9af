"""The client the replay of issue 27 speaks through: an account's calls from a chosen address."""

import concurrent.futures
import secrets
import uuid
from collections.abc import Callable, Sequence
from typing import Any

from api_fuzz_findings import VALID_QUESTION, Answer, Client

ROOM_SETTINGS = {"max_players": 50, "time_per_question": 20, "show_leaderboard_after_each": True}


def made_up_address() -> str:
    """A made-up address from TEST-NET-2/3, for X-Forwarded-For."""
    return f"198.51.{secrets.randbelow(100) + 100}.{secrets.randbelow(250) + 1}"


class Caller(Client):
    """The findings' client, speaking from a given address (X-Forwarded-For, read with NUM_PROXIES=1)."""

    def __init__(self, url: str, address: str | None = None) -> None:
        super().__init__(url)
        self.url = url
        self.forwarded_for = address or made_up_address()

    def request(self, method: str, path: str, body: bytes | object = b"", **kwargs: Any) -> Answer:
        headers = {"X-Forwarded-For": self.forwarded_for, **(kwargs.pop("headers", None) or {})}
        return super().request(method, path, body, headers=headers, **kwargs)

    def signed_in(self) -> "Caller":
        self.token = self.register()["access_token"]
        return self

    def quiz(self, questions: int = 3) -> int:
        body = {
            "title": "Replay",
            "questions": [{**VALID_QUESTION, "question": f"Q{n}?"} for n in range(questions)],
        }
        answer = self.request("POST", "/api/save-quiz/", body)
        if answer.status != 201:
            raise RuntimeError(f"save-quiz answered {answer.status}: {answer.body[:200]!r}")
        return answer.json()["quiz_id"]

    def room(self, quiz_id: int, **changes: object) -> Answer:
        body = {"quiz_id": quiz_id, **ROOM_SETTINGS, "allow_late_join": True, **changes}
        return self.request("POST", "/api/multiplayer/rooms/create_room/", body)

    def join(self, code: str, name: str) -> Answer:
        return self.request(
            "POST", f"/api/multiplayer/rooms/{code}/join/", {"code": code, "name": name}, token=""
        )

    def login(self, email: str, password: str) -> Answer:
        return self.request("POST", "/api/login/", {"email": email, "password": password}, token="")


def parallel(calls: Sequence[Callable[[], Answer]]) -> list[Answer]:
    # At most 50 at once: more only fill the server's listen queue, which resets the connections past it.
    with concurrent.futures.ThreadPoolExecutor(max_workers=min(len(calls), 50)) as pool:
        return list(pool.map(lambda call: call(), calls))


def shape_problems(answers: list[Answer], what: str) -> list[str]:
    bad = [a for a in answers if a.status >= 400 and not isinstance(a.json().get("error"), str)]
    return [f"{what}: {len(bad)} answers without the error shape ({bad[0].status})"] if bad else []


def multipart_file(name: str, data: bytes, content_type: str) -> tuple[bytes, str]:
    boundary = uuid.uuid4().hex
    body = (
        (
            f'--{boundary}\r\nContent-Disposition: form-data; name="file"; filename="{name}"\r\n'
            f"Content-Type: {content_type}\r\n\r\n"
        ).encode()
        + data
        + f"\r\n--{boundary}--\r\n".encode()
    )
    return body, f"multipart/form-data; boundary={boundary}"
