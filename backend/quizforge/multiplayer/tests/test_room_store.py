"""RoomStore and the game steps on real Redis: joins, first answer wins, compare-and-set endings."""

import asyncio

import pytest

from quizforge.core.exceptions import ApplicationError, Conflict
from quizforge.multiplayer import events, game, refusals
from quizforge.multiplayer.room_store import CLOCK_KEY, EXPIRY_KEY, KEYS_GRACE_S, RoomStore, StoreRefused
from quizforge.multiplayer.scoring import AnswerScore
from quizforge.multiplayer.services import player_add, player_join, room_store
from quizforge.multiplayer.tests.helpers import open_first_question, room_new, seated


async def test_names_are_unique_case_insensitively_and_max_players_counts_pupils_only():
    code = await room_new(max_players=2)
    host, _ = await player_add(code=code, name="Host", is_host=True)
    assert host["is_host"]
    await player_add(code=code, name="Ada", is_host=False)
    with pytest.raises(Conflict, match="already taken"):
        await player_add(code=code, name="ADA", is_host=False)
    await player_add(code=code, name="Bob", is_host=False)  # the second pupil: the host takes no seat
    with pytest.raises(Conflict, match="full"):
        await player_add(code=code, name="Cyd", is_host=False)


async def test_joining_a_started_room_needs_late_join():
    strict, open_room = await room_new(), await room_new(allow_late_join=True)
    for code in (strict, open_room):
        await seated(code, "Host", is_host=True)
        await seated(code, "Ada")
        await open_first_question(code)
    with pytest.raises(Conflict, match="already started"):
        await player_add(code=strict, name="Late", is_host=False)
    late, _ = await player_add(code=open_room, name="Late", is_host=False)
    assert late["name"] == "Late"


async def test_a_hundred_players_answering_twice_at_once_count_once_each_with_exact_scores():
    code = await room_new()
    host = await seated(code, "Host", is_host=True)
    seats = [host] + [await seated(code, f"Player {n}") for n in range(99)]
    await open_first_question(code)

    answers = [game.answer_submit(seat=seat, answer="right 1") for seat in seats for _ in range(2)]
    outcomes = await asyncio.gather(*answers, return_exceptions=True)

    counted = [o for o in outcomes if isinstance(o, AnswerScore)]
    refused = [o for o in outcomes if isinstance(o, ApplicationError)]
    assert len(counted) == 100 and len(refused) == 100
    # the hundredth answer ends the question, so a late duplicate finds it closed
    assert {str(r) for r in refused} <= {refusals.ALREADY_ANSWERED, refusals.NOT_RUNNING}
    snapshot = await room_store().room_snapshot(code=code)
    assert snapshot is not None
    for seat in seats:
        player = snapshot.players[seat.player_id]
        assert player["total_answers"] == 1 and player["correct_answers"] == 1
    assert sorted(r.points for r in counted) == sorted(snapshot.players[s.player_id]["score"] for s in seats)
    assert all(500 < r.points <= 1000 for r in counted)
    assert snapshot.int("answered") == 100 and snapshot.phase == "ended"


async def test_a_question_ends_exactly_once_whoever_tries():
    code = await room_new()
    await seated(code, "Host", is_host=True)
    await seated(code, "Ada")
    await open_first_question(code)
    store = room_store()

    tries = [store.question_end(code=code, question_index=0) for _ in range(10)]
    tries += [store.room_tick(code=code, now_ms=events.now_ms() + 60_000) for _ in range(10)]
    outcomes = await asyncio.gather(*tries, return_exceptions=True)

    ended = [
        o for o in outcomes if isinstance(o, dict) and o.get("event", "question_ended") == "question_ended"
    ]
    assert len(ended) == 1
    others = [o for o in outcomes if o not in ended]
    assert all(isinstance(o, StoreRefused) or (isinstance(o, dict) and o["event"] == "none") for o in others)
    assert await store.client.zscore(CLOCK_KEY, code) is None


async def test_the_clock_ends_a_question_at_its_deadline_and_unanswered_players_lose_their_streak():
    code = await room_new()
    await seated(code, "Host", is_host=True)
    ada = await seated(code, "Ada")
    await open_first_question(code)
    await game.answer_submit(seat=ada, answer="right 1")  # the only one answering: the host presents
    store = room_store()
    await store.question_next(code=code, now_ms=events.now_ms())
    snapshot = await store.room_snapshot(code=code)
    assert snapshot is not None and snapshot.players[ada.player_id]["current_streak"] == 1

    deadline = snapshot.int("deadline_ms")
    assert await store.rooms_due(now_ms=deadline - 1) == [] or code not in await store.rooms_due(
        now_ms=deadline - 1
    )
    assert code in await store.rooms_due(now_ms=deadline)
    assert (await store.room_tick(code=code, now_ms=deadline))["event"] == "question_ended"
    after = await store.room_snapshot(code=code)
    assert after is not None and after.phase == "ended"
    assert after.players[ada.player_id]["current_streak"] == 0
    assert after.players[ada.player_id]["best_streak"] == 1


async def test_pause_freezes_the_clock_and_resume_gives_back_the_time_left():
    code = await room_new(time_per_question=10)
    host = await seated(code, "Host", is_host=True)
    ada = await seated(code, "Ada")
    await open_first_question(code)
    store = room_store()
    now = events.now_ms()
    paused = await store.game_pause(code=code, now_ms=now)
    assert 9_000 <= paused["remaining_ms"] <= 10_000
    assert await store.client.zscore(CLOCK_KEY, code) is None
    with pytest.raises(ApplicationError, match="paused"):
        await game.answer_submit(seat=ada, answer="right 1")
    resumed = await store.game_resume(code=code, now_ms=now + 60_000)
    assert resumed["deadline_ms"] == now + 60_000 + paused["remaining_ms"]
    result = await game.answer_submit(seat=host, answer="right 1")
    assert result.points == 1000


async def test_everyone_connected_answering_ends_the_question_at_once():
    code = await room_new()
    host = await seated(code, "Host", is_host=True)
    ada = await seated(code, "Ada")
    await seated(code, "Gone", connect=False)
    await open_first_question(code)
    await game.answer_submit(seat=host, answer="wrong 1")
    result = await game.answer_submit(seat=ada, answer="right 1")
    snapshot = await room_store().room_snapshot(code=code, with_counts=True)
    assert result.is_correct and snapshot is not None and snapshot.phase == "ended"
    assert events.answer_counts(snapshot, 0) == [1, 1, 0, 0]


async def test_a_kicked_player_is_gone_and_neither_its_token_nor_its_name_nor_its_device_gets_back_in():
    code = await room_new()
    await seated(code, "Host", is_host=True)
    player, token = await player_add(code=code, name="Mallory", is_host=False)
    store = room_store()
    await store.player_connect(code=code, channel="c1", token=token, is_host=False)
    result = await store.player_kick(code=code, player_id=player["id"])
    assert result["channels"] == ["c1"]
    with pytest.raises(StoreRefused, match="kicked"):
        await store.player_connect(code=code, channel="c2", token=token, is_host=False)
    for name, device in (("mallory", ""), ("Ma11ory", ""), ("Someone Else", token)):
        again, pending = await player_join(code=code, name=name, is_host=False, previous_token=device)
        assert again is None  # a request for the host, not a player
        with pytest.raises(StoreRefused, match="unauthorized"):
            await store.player_connect(code=code, channel="c3", token="not-" + pending, is_host=False)
    snapshot = await store.room_snapshot(code=code)
    assert snapshot is not None and [p["name"] for p in snapshot.players.values()] == ["Host"]
    assert len(await store.request_list(code=code)) == 3


async def test_rooms_end_after_their_idle_time_and_their_keys_a_little_later():
    code = await room_new()
    store = room_store()
    snapshot = await store.room_snapshot(code=code)
    assert snapshot is not None
    assert 7_100_000 < snapshot.int("expires_ms") - events.now_ms() <= 7_200_000
    await seated(code, "Ada")
    grace = KEYS_GRACE_S
    assert 7000 + grace < await store.client.ttl(f"qf:room:{{{code}}}:players") <= 7200 + grace
    after = await store.room_snapshot(code=code)
    assert after is not None and await store.client.zscore(EXPIRY_KEY, code) == after.int("expires_ms")


async def test_a_rooms_life_is_capped_from_its_creation_whatever_reconnects(settings):
    settings.LIVE_ROOM_MAX_LIFE_S = 60
    code = await room_new()
    store = room_store()
    for _ in range(3):
        await seated(code, f"Pupil {_}")  # each join and connect renews the idle time, not the cap
    snapshot = await store.room_snapshot(code=code)
    assert snapshot is not None
    assert snapshot.int("expires_ms") == snapshot.int("ends_ms") == snapshot.int("created_ms") + 60_000
    assert await store.client.ttl(f"qf:room:{{{code}}}") <= 60 + KEYS_GRACE_S


async def test_sockets_held_by_a_process_that_died_stop_counting(monkeypatch):
    from quizforge.multiplayer import room_store as store_module

    code = await room_new()
    host = await seated(code, "Host", is_host=True)
    ada = await seated(code, "Ada")
    bob, token = await player_add(code=code, name="Bob", is_host=False)
    store = room_store()
    monkeypatch.setattr(store_module, "PROCESS_ID", "gone-process")  # never says it is alive
    await store.player_connect(code=code, channel="on-a-dead-process", token=token, is_host=False)
    monkeypatch.undo()

    snapshot = await store.room_snapshot(code=code)
    assert snapshot is not None and snapshot.connected == {host.player_id, ada.player_id}
    await open_first_question(code)
    await game.answer_submit(seat=host, answer="right 1")
    await game.answer_submit(seat=ada, answer="right 1")
    after = await store.room_snapshot(code=code)
    assert after is not None and after.phase == "ended"  # Bob's dead socket was not waited for
    assert bob["id"] in after.players


async def test_a_burst_of_answers_waits_for_a_small_pool_and_reads_the_quiz_once(monkeypatch):
    from quizforge.core import redis as core_redis
    from quizforge.multiplayer import game

    monkeypatch.setattr(core_redis, "POOL_SIZE", 2)
    monkeypatch.setattr(core_redis, "POOL_WAIT_S", 1)
    code = await room_new()
    seats = [await seated(code, f"Pupil {n}") for n in range(40)]
    await open_first_question(code)
    reads = []
    real_read = RoomStore._quiz_read

    async def counted_read(self, key):
        reads.append(key)
        return await real_read(self, key)

    monkeypatch.setattr(RoomStore, "_quiz_read", counted_read)
    room_store()._quizzes.clear()
    results = await asyncio.gather(
        *(game.answer_submit(seat=seat, answer="right 1") for seat in seats), return_exceptions=True
    )
    assert [r for r in results if isinstance(r, BaseException)] == []
    assert all(isinstance(r, AnswerScore) and r.points > 0 for r in results)
    assert len(reads) == 1


async def test_the_clock_ticks_rooms_due_together_not_one_after_another(monkeypatch):
    from quizforge.multiplayer import clock

    due = [f"ROOM{n}" for n in range(10)]
    in_flight, most, ticked = [0], [0], []

    async def rooms_due(self, *, now_ms, limit=100):
        return due

    async def slow_tick(*, code):
        in_flight[0] += 1
        most[0] = max(most[0], in_flight[0])
        await asyncio.sleep(0.05)
        if code == "ROOM3":
            raise RuntimeError("one room failing must not stop the others")
        ticked.append(code)
        in_flight[0] -= 1

    monkeypatch.setattr(RoomStore, "rooms_due", rooms_due)
    monkeypatch.setattr(clock, "room_tick", slow_tick)
    assert await clock.clock_tick_once() == 10
    assert sorted(ticked) == sorted(c for c in due if c != "ROOM3")
    assert most[0] == 10


async def test_sockets_joining_at_once_share_room_reads_and_each_roster_is_complete(monkeypatch):
    code = await room_new()
    await seated(code, "Teacher", is_host=True)
    seats = [await seated(code, f"Pupil {n}") for n in range(30)]
    reads = []
    real_read = RoomStore.room_snapshot

    async def counted_read(self, **kwargs):
        reads.append(kwargs["code"])
        return await real_read(self, **kwargs)

    monkeypatch.setattr(RoomStore, "room_snapshot", counted_read)
    welcomes = await asyncio.gather(*(game.seat_welcome(seat=seat, was_connected=False) for seat in seats))
    assert len(reads) <= 3
    for seat, welcome in zip(seats, welcomes, strict=True):
        success = welcome[1]
        assert success["player_id"] == seat.player_id
        roster = success["room"]["players"]
        assert len(roster) == 31 and all(p["is_connected"] for p in roster)


async def test_at_the_deadline_a_connected_player_without_an_answer_is_counted_as_a_wrong_answer():
    code = await room_new(time_per_question=10)
    await seated(code, "Host", is_host=True)
    ada = await seated(code, "Ada")
    gone = await seated(code, "Gone", connect=False)
    await open_first_question(code)
    await game.answer_submit(seat=ada, answer="right 1")
    store = room_store()
    deadline = (await store.room_snapshot(code=code)).int("deadline_ms")  # type: ignore[union-attr]
    await store.room_tick(code=code, now_ms=deadline)
    await store.question_next(code=code, now_ms=events.now_ms())
    deadline = (await store.room_snapshot(code=code)).int("deadline_ms")  # type: ignore[union-attr]
    await store.room_tick(code=code, now_ms=deadline)

    after = await store.room_snapshot(code=code)
    assert after is not None
    ada_stats = events.player_stats(after.players[ada.player_id])
    assert ada_stats["total_answers"] == 2 and ada_stats["correct_answers"] == 1
    assert ada_stats["accuracy"] == 50 and ada_stats["current_streak"] == 0 and ada_stats["score"] == 1000
    assert after.players[gone.player_id]["total_answers"] == 0  # not connected: nothing to count
    timed_out = await store.answer_get(code=code, question_index=1, player_id=ada.player_id)
    assert timed_out == {"choice": "", "elapsed_ms": 10000, "is_correct": False, "points": 0}
    assert after.int("answered") == 1  # Ada: the host presents, it gets no timeout answer
    assert events.answer_counts(after, 1) == [0, 0, 0, 0]
    assert after.players[after.host_pid]["total_answers"] == 0


async def test_while_a_question_runs_the_room_shows_scores_from_before_it():
    code = await room_new()
    await seated(code, "Host", is_host=True)
    ada, bob = await seated(code, "Ada"), await seated(code, "Bob")
    await open_first_question(code)
    await game.answer_submit(seat=ada, answer="right 1")
    running = await room_store().room_snapshot(code=code)
    assert running is not None
    shown = {p["name"]: p["score"] for p in events.room_public(running)["players"]}
    assert shown == {"Host": 0, "Ada": 0, "Bob": 0}  # GET /rooms/{CODE}/ tells nothing of the key
    await game.answer_submit(seat=bob, answer="other")
    ended = await room_store().room_snapshot(code=code)
    assert ended is not None
    assert {p["name"]: p["score"] for p in events.room_public(ended)["players"]}["Ada"] == 1000


async def test_rooms_of_one_quiz_share_one_compact_utf8_copy_of_it():
    quiz = [
        {
            "question": "细胞的哪个部分产生能量",
            "choices": ["线粒体", "细胞核", "核糖体", "液泡"],
            "correct_answer": "线粒体",
        }
    ]
    codes = [await room_new(questions=quiz) for _ in range(5)]
    store = room_store()
    keys = {(await store.room_snapshot(code=code)).meta["quiz"] for code in codes}  # type: ignore[union-attr]
    assert len(keys) == 1
    stored = str(await store.client.get(keys.pop()))
    assert "线粒体" in stored and "\\u" not in stored and ", " not in stored
    assert len(stored.encode()) < 200  # 3 bytes a character, not 6


async def test_each_process_gets_only_its_own_sockets_results_and_writes_them_before_the_rooms_message(
    monkeypatch,
):
    from quizforge.multiplayer import room_delivery
    from quizforge.multiplayer import room_store as store_module

    code = await room_new()
    host = await seated(code, "Host", is_host=True)
    ada = await seated(code, "Ada")
    monkeypatch.setattr(store_module, "PROCESS_ID", "other-process")
    bob = await seated(code, "Bob")
    monkeypatch.undo()

    sent: dict[str, dict] = {}

    class Layer:
        async def send(self, channel, message):
            sent[channel] = message

    monkeypatch.setattr(room_delivery, "get_channel_layer", Layer)
    personal = {ada.player_id: "ada's result", bob.player_id: "bob's result"}
    await room_delivery.room_send_personal(code, events.message(events.ROOM_LOCKED), personal)
    here, there = (sent[room_delivery.process_channel(p)] for p in (store_module.PROCESS_ID, "other-process"))
    assert here["own"] == {ada.channel: "ada's result"}  # the host answered nothing: none of its own
    assert there["own"] == {bob.channel: "bob's result"}
    assert here["shared"] == there["shared"]

    written: list[tuple[str, str]] = []

    class Socket:
        def __init__(self, name):
            self.name = name

        async def send(self, text_data=None, bytes_data=None, close=False):
            written.append((self.name, text_data))

    for seat, name in ((host, "host"), (ada, "ada")):
        room_delivery.delivery_register(code, seat.channel, Socket(name))
    await room_delivery._deliver(here)
    room_delivery.delivery_unregister(code, host.channel)
    room_delivery.delivery_unregister(code, ada.channel)
    assert [(name, text[:12]) for name, text in written] == [
        ("host", here["shared"][:12]),
        ("ada", "ada's result"),
        ("ada", here["shared"][:12]),
    ]


async def test_the_online_counters_follow_tabs_and_leaves_and_end_the_question_when_the_rest_answered():
    code = await room_new()
    await seated(code, "Host", is_host=True)  # presents: not waited for
    ada = await seated(code, "Ada")
    bob = await seated(code, "Bob")
    cyd = await seated(code, "Cyd")
    store = room_store()
    before = await store.room_snapshot(code=code)
    assert before is not None
    ada_token = before.players[ada.player_id]["token"]
    await store.player_connect(code=code, channel="ada-tab-2", token=ada_token, is_host=False)
    await open_first_question(code)
    await game.answer_submit(seat=ada, answer="right 1")
    one_tab = await store.player_disconnect(code=code, channel=ada.channel)
    assert one_tab["still_connected"] is True  # her other tab
    await store.player_disconnect(code=code, channel="ada-tab-2")  # Ada answered and left
    left = await store.player_disconnect(code=code, channel=cyd.channel)  # Cyd left without answering
    assert left["still_connected"] is False and left["all_answered"] is False  # Bob has not answered
    assert (await store.lobby_count(code=code))["connected"] == 1
    await game.answer_submit(seat=bob, answer="wrong 1")
    snapshot = await store.room_snapshot(code=code)
    assert snapshot is not None and snapshot.phase == "ended"
    assert snapshot.int("online_n") == 2 and snapshot.int("done_n") == 1  # the host and Bob
