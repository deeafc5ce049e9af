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
        "locked": False,
        "scoring": "speed",
        "timer": "per_question",
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
    assert body["player_id"] and len(body["player_token"]) >= 20 and body["pending"] is False
    assert [p["name"] for p in body["room"]["players"]] == ["Ada"]
    assert body["room"]["players"][0] == {
        "id": body["player_id"],
        "name": "Ada",
        "is_host": False,
        "is_connected": False,
        "score": 0,
    }


@pytest.mark.parametrize(
    "name",
    [
        "ab",
        "  ab  ",
        "x" * 21,
        "bad\x07name",
        "",
        None,
        42,
        "Ada\u202e",  # a bidi override
        "A\u200bda",  # a zero-width space
        "Ad\u200da",  # a joiner outside an emoji sequence
        "e\u0301" * 21,  # 21 characters a person sees, 42 code points
        "Host",
        "H0ST",
        "\u041dost",  # a Cyrillic H
        "S\u200cam",  # a non-joiner where no script needs one
        "Ho\u200cst",
        "\u3164\u3164\u3164",  # Hangul fillers: nothing shows
        "\u2800\u2800\u2800",  # the braille blank
        "A\u115f\u1160b",  # two visible characters and two fillers
        "A\u3000\u3000b",  # two visible characters and two wide spaces
    ],
)
def test_bad_names_are_400(host, quiz, api_client, name):
    code = _create(client_for(host), quiz).json()["code"]
    response = _join(api_client, code, name)
    assert response.status_code == 400
    assert "name" in response.json()["details"]


@pytest.mark.parametrize(
    "name",
    [
        "\U0001f469\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466 Mum",  # a ZWJ family is one character
        "\U0001f3f4\U000e0067\U000e0062\U000e0065\U000e006e\U000e0067\U000e007f England",
        "\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645",  # a Persian non-joiner between letters
        "\U0001f600" * 20,
        "e\u0301" * 20,
        "\u0dbb\u0dca\u200d\u0dba\u0dcf Ra",  # a Sinhala joiner between letters
        "Ana Lee",
    ],
)
def test_names_with_any_emoji_and_script_join_and_are_kept_nfc(host, quiz, api_client, name):
    import unicodedata

    code = _create(client_for(host), quiz).json()["code"]
    response = _join(api_client, code, name)
    assert response.status_code == 200, response.json()
    assert response.json()["room"]["players"][0]["name"] == unicodedata.normalize("NFC", name)


@pytest.mark.parametrize(
    ("first", "second"),
    [
        ("Ada", "ADA"),
        ("Jos\u00e9", "Jose\u0301"),  # two Unicode forms of one name
        ("Sam", "\uff33\uff41\uff4d"),  # fullwidth
        ("Alice", "\u0410lice"),  # a Cyrillic A
        ("Lily", "Li1y"),
        # invisible characters do not make another name
        ("Sam", "Sam\u3164"),
        ("Sam", "Sa\u034fm"),  # a combining grapheme joiner
        ("Sam", "Sam\ufe00"),  # a variation selector
        ("Sam", "\u3164Sam"),
        ("Sam Lee", "Sam   Lee"),
    ],
)
def test_names_that_look_alike_clash(host, quiz, api_client, first, second):
    code = _create(client_for(host), quiz).json()["code"]
    _connect(code, _join(api_client, code, first).json()["player_token"])
    taken = _join(api_client, code, second)
    assert taken.status_code == 409 and "taken" in taken.json()["error"]


def test_taken_names_full_rooms_and_unknown_rooms(host, quiz, api_client):
    code = _create(client_for(host), quiz, max_players=2).json()["code"]
    ada = _join(api_client, code, "Ada").json()
    _connect(code, ada["player_token"])
    taken = _join(api_client, code, "ADA")
    assert taken.status_code == 409 and "taken" in taken.json()["error"]
    assert _join(api_client, code, "Bob").status_code == 200
    full = _join(api_client, code, "Cyd")  # max_players counts pupils only
    assert full.status_code == 409 and "full" in full.json()["error"]
    assert _join(api_client, "ZZZZZZ", "Ada").status_code == 404


def test_a_whole_class_behind_one_address_joins_one_room(host, quiz, api_client, monkeypatch):
    """CONTRACT §7: 100 joins to one room from one address within a minute succeed (arriving over it)."""
    from quizforge.multiplayer.apis import RoomJoinPerRoomThrottle

    clock = [1_800_000_000.0]
    monkeypatch.setattr(RoomJoinPerRoomThrottle, "timer", lambda self: clock[0])
    code = _create(client_for(host), quiz, max_players=100).json()["code"]
    statuses = []
    for n in range(100):
        statuses.append(_join(api_client, code, f"Pupil {n}").status_code)
        clock[0] += 0.58  # 100 pupils over 58 s
    assert statuses == [200] * 100  # a hundred pupils: the host takes no seat
    extra = [_join(api_client, code, f"Pupil {n}").status_code for n in range(100, 102)]
    assert extra == [409, 409]  # full, not throttled


def test_joins_are_limited_per_address_and_room(host, quiz, api_client, throttle_rate):
    throttle_rate("room_join_room", "3/min")
    code = _create(client_for(host), quiz).json()["code"]
    statuses = [_join(api_client, code, f"Pupil {n}").status_code for n in range(4)]
    assert statuses == [200, 200, 200, 429]
    assert _join(api_client, code, "Pupil 9").json()["error"].startswith("Too many requests")


def _connect(code: str, token: str) -> None:
    """A socket of this player is open (as the consumer would note it)."""
    from asgiref.sync import async_to_sync

    from quizforge.multiplayer.services import room_store

    async def connect() -> None:
        store = room_store()
        await store.process_alive()
        await store.player_connect(code=code, channel=f"test.{token[:8]}", token=token, is_host=False)

    async_to_sync(connect)()


def test_the_owner_lists_its_running_rooms_and_no_one_elses(host, quiz, api_client):
    owner = client_for(host)
    first = _create(owner, quiz).json()["code"]
    second = _create(owner, quiz).json()["code"]
    _join(api_client, second, "Ada")
    rooms = owner.get("/api/multiplayer/rooms/mine/").json()["rooms"]
    assert [(r["code"], r["status"], r["players"]) for r in rooms] == [
        (first, "lobby", 0),
        (second, "lobby", 1),
    ]
    assert rooms[0]["quiz"] == {"title": "Cells"} and rooms[0]["total_questions"] == 3
    other = client_for(make_user("other@example.com"))
    assert other.get("/api/multiplayer/rooms/mine/").json()["rooms"] == []
    assert api_client.get("/api/multiplayer/rooms/mine/").status_code == 401


def test_a_disconnected_players_name_asks_the_host_instead_of_409(host, quiz, api_client):
    code = _create(client_for(host), quiz).json()["code"]
    first = _join(api_client, code, "Ada").json()
    again = _join(api_client, code, "ada")  # Ada never connected: another device asks to be her
    assert again.status_code == 202
    body = again.json()
    assert (
        body["pending"] is True
        and body["player_id"] is None
        and body["player_token"] != first["player_token"]
    )
    assert body["message"] == "Waiting for the host to let you in."
    assert [p["name"] for p in body["room"]["players"]] == ["Ada"]


def test_a_locked_room_refuses_new_joins_with_a_clear_message(host, quiz, api_client):
    from asgiref.sync import async_to_sync

    from quizforge.multiplayer.services import room_store

    async def lock(locked: bool) -> None:
        await room_store().room_lock(code=code, locked=locked)

    code = _create(client_for(host), quiz).json()["code"]
    async_to_sync(lock)(True)
    refused = _join(api_client, code, "Ada")
    assert refused.status_code == 409 and refused.json()["error"].startswith("This room is locked")
    assert api_client.get(f"/api/multiplayer/rooms/{code}/").json()["locked"] is True
    async_to_sync(lock)(False)
    assert _join(api_client, code, "Ada").status_code == 200


def test_the_same_device_joining_again_gets_its_own_player_back(host, quiz, api_client):
    code = _create(client_for(host), quiz).json()["code"]
    first = _join(api_client, code, "Ada").json()
    again = api_client.post(
        f"/api/multiplayer/rooms/{code}/join/",
        {"code": code, "name": "Ada", "player_token": first["player_token"]},
        format="json",
    )
    assert again.status_code == 200
    assert (again.json()["player_id"], again.json()["player_token"]) == (
        first["player_id"],
        first["player_token"],
    )


def test_a_kicked_device_asks_the_host_whatever_name_it_types(host, quiz, api_client):
    """The client sends its own device id (kept for good, even after a kick) as `device`."""
    from asgiref.sync import async_to_sync

    from quizforge.multiplayer.services import room_store

    code = _create(client_for(host), quiz).json()["code"]

    def join(name: str, device: str):
        body = {"code": code, "name": name, "device": device}
        return api_client.post(f"/api/multiplayer/rooms/{code}/join/", body, format="json")

    sam = join("Sam", "device-of-sam").json()

    async def kick() -> None:
        await room_store().player_kick(code=code, player_id=sam["player_id"])

    async_to_sync(kick)()
    again = join("Sammy", "device-of-sam")
    assert again.status_code == 202 and again.json()["pending"] is True
    assert join("Tom", "device-of-tom").status_code == 200  # another phone is not held up


def test_a_room_past_its_end_refuses_joins_before_it_is_swept(host, quiz, api_client):
    from asgiref.sync import async_to_sync

    from quizforge.multiplayer.room_scripts import room_keys
    from quizforge.multiplayer.services import room_store

    code = _create(client_for(host), quiz).json()["code"]

    async def end_now() -> None:
        await room_store().client.hset(room_keys(code)[0], "expires_ms", 1)  # the sweep has not run yet

    async_to_sync(end_now)()
    response = _join(api_client, code, "Ada")
    assert response.status_code == 404 and response.json()["error"]
