"""A live room's play settings on real Redis: accuracy scoring, no timer (the host ends each question) and a
pupil's extra time, with its own later deadline on the shared clock."""

import pytest

from quizforge.core.exceptions import InvalidInput
from quizforge.multiplayer import events, game
from quizforge.multiplayer.models import Game
from quizforge.multiplayer.room_store import CLOCK_KEY
from quizforge.multiplayer.services import room_store
from quizforge.multiplayer.tests.helpers import open_first_question, room_new, seated

pytestmark = pytest.mark.django_db(transaction=True)  # the finished game is stored


@pytest.fixture
def clock_at(monkeypatch):
    """Sets the server's clock to `started_ms + offset_ms` of the running question (answers read it)."""

    async def at(code: str, offset_ms: int) -> int:
        snapshot = await room_store().room_snapshot(code=code)
        assert snapshot is not None
        now = snapshot.int("started_ms") + offset_ms
        monkeypatch.setattr(events, "now_ms", lambda: now)
        return now

    return at


async def test_accuracy_scoring_gives_1000_for_a_right_answer_whatever_its_time_and_no_streak_bonus(clock_at):
    code = await room_new(scoring="accuracy", time_per_question=10)
    host = await seated(code, "Host", is_host=True)
    ada, bob = await seated(code, "Ada"), await seated(code, "Bob")
    await open_first_question(code)
    await clock_at(code, 9_000)  # slow: speed scoring would give 550
    assert (await game.answer_submit(seat=ada, answer="right 1")).points == 1000
    assert (await game.answer_submit(seat=bob, answer="wrong 1")).points == 0
    await game.question_next(seat=host)
    await clock_at(code, 100)
    second = await game.answer_submit(seat=ada, answer="right 2")
    assert (second.points, second.streak) == (1000, 2)  # the streak counts, its bonus does not
    assert (await game.answer_submit(seat=bob, answer="right 2")).points == 1000
    snapshot = await room_store().room_snapshot(code=code)
    assert snapshot is not None
    standings = events.leaderboard(snapshot)
    assert [(r["name"], r["score"], r["correct_answers"], r["rank"]) for r in standings] == [
        ("Ada", 2000, 2, 1),
        ("Bob", 1000, 1, 2),
    ]
    assert events.room_public(snapshot)["scoring"] == "accuracy"


async def test_in_accuracy_scoring_as_many_correct_answers_share_a_rank_whoever_was_faster(clock_at):
    code = await room_new(scoring="accuracy")
    await seated(code, "Host", is_host=True)
    zoe, ada = await seated(code, "Zoe"), await seated(code, "Ada")
    await open_first_question(code)
    await clock_at(code, 100)
    await game.answer_submit(seat=zoe, answer="right 1")
    await clock_at(code, 20_000)
    await game.answer_submit(seat=ada, answer="right 1")
    snapshot = await room_store().room_snapshot(code=code)
    assert snapshot is not None
    assert [(r["name"], r["rank"]) for r in events.leaderboard(snapshot)] == [("Ada", 1), ("Zoe", 1)]


async def test_a_pupil_on_double_time_answers_after_the_others_deadline_and_scores_on_its_own_time(clock_at):
    code = await room_new(time_per_question=10)
    host = await seated(code, "Host", is_host=True)
    ada, bob = await seated(code, "Ada"), await seated(code, "Bob")
    await game.extra_time_set(seat=host, player_id=ada.player_id, factor=2)
    await open_first_question(code)
    store = room_store()
    snapshot = await store.room_snapshot(code=code)
    assert snapshot is not None
    started = snapshot.int("started_ms")
    start = events.question_start(snapshot, has_answered=False)
    assert start["deadline"] == started + 10_000
    assert "extra_deadlines" not in start  # the class does not learn who has extra time
    told = events.extra_deadlines_personal(snapshot)
    assert told[ada.player_id]["extra_deadlines"] == {ada.player_id: started + 20_000}
    assert told[host.player_id]["extra_deadlines"] == {ada.player_id: started + 20_000}
    assert bob.player_id not in told
    assert await store.client.zscore(CLOCK_KEY, code) == started + 20_000  # the room waits for Ada

    assert (await store.room_tick(code=code, now_ms=started + 10_000))["event"] == "none"
    await clock_at(code, 12_000)
    with pytest.raises(InvalidInput, match="No question is running"):
        await game.answer_submit(seat=bob, answer="right 1")  # past Bob's own deadline
    refused = await store.room_snapshot(code=code, with_counts=True)
    assert refused is not None
    assert events.answer_counts(refused, 0) == [0, 0, 0, 0]  # not in the report's choice bars
    assert refused.players[bob.player_id]["total_answers"] == 0
    timed_out = await game.answer_submit(seat=bob, answer="")  # its phone's time-up: kept as a time-out
    assert (timed_out.is_correct, timed_out.points) == (False, 0)
    await clock_at(code, 15_000)
    own = await game.answer_submit(seat=ada, answer="right 1")
    assert (own.is_correct, own.points) == (True, 625)  # 15 s of her 20: 1000 * (1 - 0.75 / 2)
    after = await store.room_snapshot(code=code)
    assert after is not None and after.phase == "ended"  # everyone answered: no wait for the last deadline
    with pytest.raises(InvalidInput):
        await game.answer_submit(seat=ada, answer="right 1")
    assert after.players[ada.player_id]["total_answers"] == 1  # once


async def test_the_room_question_ends_when_the_last_deadline_passes_and_a_pause_moves_every_deadline():
    code = await room_new(time_per_question=10)
    host = await seated(code, "Host", is_host=True)
    ada = await seated(code, "Ada")
    await seated(code, "Bob")
    await game.extra_time_set(seat=host, player_id=ada.player_id, factor=1.5)
    await open_first_question(code)
    store = room_store()
    snapshot = await store.room_snapshot(code=code)
    assert snapshot is not None
    started = snapshot.int("started_ms")
    await store.game_pause(code=code, now_ms=started + 1_000)
    await store.game_resume(code=code, now_ms=started + 61_000)  # a minute's pause
    resumed = await store.room_snapshot(code=code)
    assert resumed is not None
    assert events.extra_deadlines_personal(resumed)[ada.player_id]["extra_deadlines"] == {
        ada.player_id: started + 60_000 + 15_000
    }
    assert (await store.room_tick(code=code, now_ms=started + 60_000 + 14_999))["event"] == "none"
    assert (await store.room_tick(code=code, now_ms=started + 60_000 + 15_000))["event"] == "question_ended"


async def test_extra_time_is_given_by_the_host_to_a_pupil_between_questions_only():
    code = await room_new()
    host = await seated(code, "Host", is_host=True)
    ada = await seated(code, "Ada")
    with pytest.raises(InvalidInput, match="Only the host"):
        await game.extra_time_set(seat=ada, player_id=ada.player_id, factor=2)
    with pytest.raises(InvalidInput, match=r"1\.5 or 2"):
        await game.extra_time_set(seat=host, player_id=ada.player_id, factor=3)
    with pytest.raises(InvalidInput, match="host cannot"):
        await game.extra_time_set(seat=host, player_id=host.player_id, factor=2)
    await game.extra_time_set(seat=host, player_id=ada.player_id, factor=1.5)
    snapshot = await room_store().room_snapshot(code=code)
    assert snapshot is not None
    ada_row = next(p for p in events.room_public(snapshot)["players"] if p["name"] == "Ada")
    assert "extra_time" not in ada_row  # not in the public room
    hosts_view = events.room_public(snapshot, viewer=snapshot.players[host.player_id])["players"]
    assert next(p for p in hosts_view if p["name"] == "Ada")["extra_time"] == 1.5  # the host's lobby shows it
    await open_first_question(code)
    with pytest.raises(InvalidInput, match="still running"):
        await game.extra_time_set(seat=host, player_id=ada.player_id, factor=2)


async def test_removing_the_pupil_with_extra_time_gives_the_room_its_own_deadline_back():
    code = await room_new(time_per_question=10)
    host = await seated(code, "Host", is_host=True)
    ada = await seated(code, "Ada")
    await seated(code, "Bob")
    await game.extra_time_set(seat=host, player_id=ada.player_id, factor=2)
    await game.player_kick(seat=host, player_id=ada.player_id)
    await open_first_question(code)
    store = room_store()
    snapshot = await store.room_snapshot(code=code)
    assert snapshot is not None
    assert await store.client.zscore(CLOCK_KEY, code) == snapshot.int("started_ms") + 10_000


async def test_without_a_timer_only_the_host_ends_the_question_and_whoever_did_not_answer_timed_out(clock_at):
    code = await room_new(timer="none", time_per_question=10)
    host = await seated(code, "Host", is_host=True)
    ada, bob = await seated(code, "Ada"), await seated(code, "Bob")
    await open_first_question(code)
    store = room_store()
    snapshot = await store.room_snapshot(code=code)
    assert snapshot is not None
    assert events.question_start(snapshot, has_answered=False)["deadline"] == 0
    assert await store.client.zscore(CLOCK_KEY, code) is None  # nothing for the clock to end
    started = snapshot.int("started_ms")
    assert (await store.room_tick(code=code, now_ms=started + 3_600_000))["event"] == "none"
    await clock_at(code, 100_000)
    slow = await game.answer_submit(seat=ada, answer="right 1")
    assert (slow.is_correct, slow.points) == (True, 500)  # never late; speed points bottom out at half
    with pytest.raises(InvalidInput, match="Only the host"):
        await game.question_end_by_host(seat=bob)
    await game.question_end_by_host(seat=host)
    ended = await store.room_snapshot(code=code)
    assert ended is not None and ended.phase == "ended"
    assert ended.players[bob.player_id]["total_answers"] == 1  # Bob was there: a timed-out answer
    with pytest.raises(InvalidInput, match="No question"):
        await game.question_end_by_host(seat=host)


async def test_the_finished_game_keeps_its_scoring_timer_and_each_pupils_extra_time(host):
    code = await room_new(host_user_id=host.pk, scoring="accuracy", timer="none")
    teacher = await seated(code, "Host", is_host=True)
    ada = await seated(code, "Ada")
    await seated(code, "Bob")
    await game.extra_time_set(seat=teacher, player_id=ada.player_id, factor=2)
    await open_first_question(code)
    await game.answer_submit(seat=ada, answer="right 1")
    await game.game_end(seat=teacher)
    stored = await Game.objects.prefetch_related("players").aget(code=code)
    assert (stored.scoring, stored.timer) == ("accuracy", "none")
    factors = {p.name: p.extra_time async for p in stored.players.all()}
    assert factors == {"Ada": 2.0, "Bob": 1.0}


async def test_the_host_cannot_end_a_paused_question_so_the_next_one_never_opens_paused():
    code = await room_new(time_per_question=10)
    host = await seated(code, "Host", is_host=True)
    await seated(code, "Ada")
    await seated(code, "Bob")
    await open_first_question(code)
    await game.game_pause(seat=host)
    with pytest.raises(InvalidInput, match="The game is paused"):
        await game.question_end_by_host(seat=host)
    snapshot = await room_store().room_snapshot(code=code)
    assert snapshot is not None and (snapshot.phase, snapshot.paused) == ("open", True)
