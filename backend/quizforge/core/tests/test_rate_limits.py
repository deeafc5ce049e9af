"""Rate-limit counters are atomic in Redis: parallel hits are all counted (issue 27.5)."""

from concurrent.futures import ThreadPoolExecutor

from django.core.cache import cache

from quizforge.core.rate_limits import counter_hit, counter_peek, counter_reset, pace_take


def test_parallel_hits_are_each_counted_once():
    with ThreadPoolExecutor(max_workers=30) as pool:
        counts = list(pool.map(lambda _: counter_hit("t:parallel", window_s=60).count, range(300)))
    assert sorted(counts) == list(range(1, 301))
    assert counter_peek("t:parallel").count == 300


def test_a_window_ends_and_says_when():
    first = counter_hit("t:window", window_s=30)
    assert first.count == 1 and 20 < first.retry_after_s <= 30
    assert counter_hit("t:window", window_s=30).count == 2
    counter_reset("t:window")
    assert counter_peek("t:window").count == 0
    assert counter_hit("t:window", window_s=30).count == 1


def test_counters_live_in_the_cache_redis():
    counter_hit("t:where", window_s=60)
    assert cache.get("t:where") == 1  # the same key the cache clears between tests


def test_a_pace_lets_a_burst_through_then_one_per_interval():
    now = 1_000.0
    taken = [pace_take("t:pace", interval_s=0.5, burst=4, now_s=now).allowed for _ in range(6)]
    assert taken == [True, True, True, True, False, False]
    refused = pace_take("t:pace", interval_s=0.5, burst=4, now_s=now)
    assert 0 < refused.retry_after_s <= 0.5
    assert pace_take("t:pace", interval_s=0.5, burst=4, now_s=now + 0.5).allowed
    assert not pace_take("t:pace", interval_s=0.5, burst=4, now_s=now + 0.5).allowed
    # Arrivals at the pace never wait.
    later = [pace_take("t:pace", interval_s=0.5, burst=4, now_s=now + 1 + n * 0.5) for n in range(50)]
    assert all(taken.allowed for taken in later)


def test_parallel_takes_never_exceed_the_burst():
    with ThreadPoolExecutor(max_workers=30) as pool:
        taken = list(
            pool.map(lambda _: pace_take("t:burst", interval_s=60, burst=5, now_s=2_000.0).allowed, range(60))
        )
    assert taken.count(True) == 5
