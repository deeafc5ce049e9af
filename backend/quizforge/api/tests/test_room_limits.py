"""Rooms one person cannot spend for everyone (issue 27): live rooms per user, the pace of joins to one room
from one address, room lookups per address, and the separate budget for codes that do not exist."""

import pytest

from quizforge.accounts.testing import client_for, make_user
from quizforge.multiplayer.apis import RoomJoinPerRoomThrottle
from quizforge.multiplayer.services import ROOMS_AT_ONCE
from quizforge.quizzes.models import SavedQuiz

pytestmark = pytest.mark.django_db

QUESTIONS = [
    {
        "question": f"Question {n}?",
        "choices": [f"right {n}", "wrong", "other"],
        "correct_answer": f"right {n}",
    }
    for n in range(1, 4)
]
SETTINGS = {"max_players": 100, "time_per_question": 20, "show_leaderboard_after_each": True}
SCHOOL = "203.0.113.20"
PRANKSTER = "203.0.113.66"


@pytest.fixture
def teacher(db):
    return make_user("teacher@example.com")


@pytest.fixture
def quiz(teacher):
    return SavedQuiz.objects.create(user=teacher, title="Cells", questions=QUESTIONS)


@pytest.fixture
def clock(monkeypatch):
    now = [1_800_000_000.0]
    monkeypatch.setattr(RoomJoinPerRoomThrottle, "timer", lambda self: now[0])
    return now


def _create(client, quiz):
    return client.post(
        "/api/multiplayer/rooms/create_room/",
        {"quiz_id": quiz.pk, **SETTINGS, "allow_late_join": False},
        format="json",
    )


def _join(api_client, code: str, name: str, address: str = SCHOOL):
    return api_client.post(
        f"/api/multiplayer/rooms/{code}/join/",
        {"code": code, "name": name},
        format="json",
        REMOTE_ADDR=address,
    )


def _lookup(api_client, code: str, address: str = SCHOOL):
    return api_client.get(f"/api/multiplayer/rooms/{code}/", REMOTE_ADDR=address)


def test_a_user_has_a_bounded_number_of_live_rooms_at_once(teacher, quiz, settings):
    settings.LIVE_ROOMS_PER_USER = 3
    client = client_for(teacher)
    assert [_create(client, quiz).status_code for _ in range(3)] == [201] * 3
    refused = _create(client, quiz)
    assert refused.status_code == 403
    assert refused.json() == {"error": ROOMS_AT_ONCE.format(count=3), "details": {}}
    assert refused.json()["error"].startswith("You already have 3 live rooms open.")
    # Another teacher is not held up.
    other = make_user("other@example.com")
    other_quiz = SavedQuiz.objects.create(user=other, title="Atoms", questions=QUESTIONS)
    assert _create(client_for(other), other_quiz).status_code == 201


def test_a_user_opens_a_bounded_number_of_rooms_an_hour(teacher, quiz, settings):
    from asgiref.sync import async_to_sync

    from quizforge.multiplayer.room_store import _keys
    from quizforge.multiplayer.services import room_store

    settings.LIVE_ROOMS_PER_USER = 2
    settings.LIVE_ROOMS_PER_USER_PER_HOUR = 4
    client = client_for(teacher)

    async def _end(code: str) -> None:
        await room_store().client.delete(_keys(code)[0])

    statuses = []
    for _ in range(6):
        response = _create(client, quiz)
        statuses.append(response.status_code)
        if response.status_code == 201:
            async_to_sync(_end)(response.json()["code"])  # the room ends: it no longer counts at once
    assert statuses == [201, 201, 201, 201, 429, 429]
    refused = _create(client, quiz)
    assert refused.json()["error"].startswith("You have opened 4 live rooms in the last hour")
    assert int(refused["Retry-After"]) > 3000


def test_a_script_cannot_fill_a_room_in_a_second(teacher, quiz, api_client, clock, settings):
    """Issue 27: 49 bot joins filled a 50-seat room in 0.5 s and a real pupil got "This room is full"."""
    code = _create(client_for(teacher), quiz).json()["code"]
    statuses = [_join(api_client, code, f"Bot {n}", PRANKSTER).status_code for n in range(49)]
    burst = settings.THROTTLE_ROOM_JOIN_ROOM_BURST
    assert statuses == [200] * burst + [429] * (49 - burst)
    refused = _join(api_client, code, "Bot 99", PRANKSTER)
    assert refused.json()["error"].startswith("Too many requests. Please try again in ")
    # The class at school joins the same room at once, and pupils arriving over the minute get in.
    assert _join(api_client, code, "Ada", SCHOOL).status_code == 200
    clock[0] += 30
    assert _join(api_client, code, "Bot 100", PRANKSTER).status_code == 200


def test_joins_of_unknown_codes_have_their_own_budget(teacher, quiz, api_client, settings, throttle_rate):
    """Issue 27: 650 joins to random codes in 3.4 s, then a classmate's real join got 429."""
    settings.ROOM_CODE_MISSES_PER_ADDRESS = 5
    throttle_rate("room_join", "8/min")
    code = _create(client_for(teacher), quiz).json()["code"]
    statuses = [_join(api_client, f"ZZZZ{n:02d}"[:6], "Prank").status_code for n in range(10)]
    assert statuses == [404] * 5 + [429] * 5
    assert "room codes that do not exist" in _join(api_client, "ZZZZ99", "Prank").json()["error"]
    assert _lookup(api_client, "ZZZZ98").status_code == 429
    # Real joins and lookups from the same address still work, up to their own limit.
    assert [_join(api_client, code, f"Pupil {n}").status_code for n in range(8)] == [200] * 8
    assert _join(api_client, code, "Pupil 9").status_code == 429
    assert _lookup(api_client, code).status_code == 200


def test_room_lookups_are_throttled_per_address(teacher, quiz, api_client, throttle_rate):
    throttle_rate("room_lookup", "3/min")
    code = _create(client_for(teacher), quiz).json()["code"]
    assert [_lookup(api_client, code).status_code for _ in range(4)] == [200, 200, 200, 429]
    assert _lookup(api_client, code, "198.51.100.9").status_code == 200
