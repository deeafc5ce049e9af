"""The rooms over HTTP: create (owner only, validated settings), details, join without an account."""

import re

import pytest

from quizforge.accounts.testing import client_for, make_user
from quizforge.multiplayer.services import CODE_ALPHABET

pytestmark = pytest.mark.django_db

SETTINGS = {
    "max_players": 10,
    "time_per_question": 20,
    "show_leaderboard_after_each": True,
    "allow_late_join": False,
}


def _create(client, quiz, **changes):
    return client.post(
        "/api/multiplayer/rooms/create_room/", {"quiz_id": quiz.pk, **SETTINGS, **changes}, format="json"
    )


def test_the_owner_creates_a_room_with_a_readable_code(host, quiz):
    response = _create(client_for(host), quiz)
    assert response.status_code == 201
    body = response.json()
    assert re.fullmatch(f"[{CODE_ALPHABET}]{{6}}", body["code"])
    assert not set(body["code"]) & set("01OIL")
    assert body["room"] == {
        "code": body["code"],
        "quiz": {"title": "Cells"},
        "total_questions": 3,
        "time_per_question": 20,
        "max_players": 10,
        "show_leaderboard_after_each": True,
        "allow_late_join": False,
        "status": "lobby",
        "players": [],
    }


def test_someone_elses_quiz_is_not_found_and_signed_out_users_are_refused(quiz, api_client):
    other = make_user("other@example.com")
    assert _create(client_for(other), quiz).status_code == 404
    assert _create(api_client, quiz).status_code == 401


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("max_players", 1),
        ("max_players", 101),
        ("time_per_question", 5),
        ("time_per_question", 125),
        ("time_per_question", 33),
        ("quiz_id", "x"),
    ],
)
def test_settings_outside_the_sliders_are_refused_with_the_error_shape(host, quiz, field, value):
    response = _create(client_for(host), quiz, **{field: value})
    assert response.status_code == 400
    assert response.json()["error"] and field in response.json()["details"]


def test_the_quiz_is_copied_into_the_room(host, quiz, api_client):
    code = _create(client_for(host), quiz).json()["code"]
    quiz.title = "Changed"
    quiz.save()
    quiz.delete()
    room = api_client.get(f"/api/multiplayer/rooms/{code}/").json()
    assert room["quiz"] == {"title": "Cells"} and room["total_questions"] == 3


def test_room_details_of_an_unknown_code_is_404(api_client):
    response = api_client.get("/api/multiplayer/rooms/ZZZZZZ/")
    assert response.status_code == 404 and response.json()["error"]


def _join(client, code, name):
    return client.post(f"/api/multiplayer/rooms/{code}/join/", {"code": code, "name": name}, format="json")


def test_joining_answers_a_player_token_and_the_room(host, quiz, api_client):
    code = _create(client_for(host), quiz).json()["code"]
    response = _join(api_client, code.lower(), "  Ada  ")
    assert response.status_code == 200
    body = response.json()
    assert body["player_id"] and len(body["player_token"]) >= 20
    assert [p["name"] for p in body["room"]["players"]] == ["Ada"]
    assert body["room"]["players"][0] == {
        "id": body["player_id"],
        "name": "Ada",
        "is_host": False,
        "is_connected": False,
        "score": 0,
    }


@pytest.mark.parametrize("name", ["ab", "  ab  ", "x" * 21, "bad\x07name", "", None, 42])
def test_bad_names_are_400(host, quiz, api_client, name):
    code = _create(client_for(host), quiz).json()["code"]
    response = _join(api_client, code, name)
    assert response.status_code == 400
    assert "name" in response.json()["details"]


def test_taken_names_full_rooms_and_unknown_rooms(host, quiz, api_client):
    code = _create(client_for(host), quiz, max_players=3).json()["code"]
    assert _join(api_client, code, "Ada").status_code == 200
    taken = _join(api_client, code, "ADA")
    assert taken.status_code == 409 and "taken" in taken.json()["error"]
    assert _join(api_client, code, "Bob").status_code == 200
    full = _join(api_client, code, "Cyd")  # the third seat is kept for the host
    assert full.status_code == 409 and "full" in full.json()["error"]
    assert _join(api_client, "ZZZZZZ", "Ada").status_code == 404


def test_a_whole_class_behind_one_address_joins_one_room(host, quiz, api_client):
    code = _create(client_for(host), quiz, max_players=100).json()["code"]
    statuses = [_join(api_client, code, f"Pupil {n}").status_code for n in range(99)]
    assert statuses == [200] * 99
    extra = [_join(api_client, code, f"Pupil {n}").status_code for n in range(99, 101)]
    assert extra == [409, 409]  # full, not throttled


def test_joins_are_limited_per_address_and_room(host, quiz, api_client, throttle_rate):
    throttle_rate("room_join_room", "3/min")
    code = _create(client_for(host), quiz).json()["code"]
    statuses = [_join(api_client, code, f"Pupil {n}").status_code for n in range(4)]
    assert statuses == [200, 200, 200, 429]
    assert _join(api_client, code, "Pupil 9").json()["error"].startswith("Too many requests")
