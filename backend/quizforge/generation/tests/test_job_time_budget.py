"""A job's time for the AI server, against stand-in servers over real HTTP that slow down, answer just under
the call timeout, die, or cut their answers short: the teacher always gets the count asked, a message that
says where the questions came from, and nothing runs on after the job."""

import time

import pytest

from quizforge.core.generator_health import generator_trouble, generator_trouble_clear
from quizforge.generation.job_run import generation_job_run
from quizforge.generation.models import GenerationJob
from quizforge.generation.providers.ai_reasons import AI_CONTEXT, AI_SLOW, AI_UNREACHABLE
from quizforge.generation.providers.openai_provider import OpenAIQuestionProvider
from quizforge.generation.providers.registry import provider_get
from quizforge.generation.providers.server_pace import ServerPace
from quizforge.generation.services import generation_job_create
from quizforge.generation.testing.fake_openai_server import CUT_BY_CONTEXT
from quizforge.generation.testing.sample_document import DOCUMENT, HISTORY
from quizforge.generation.tests.test_openai_provider import requested_count

# Long enough for the offline generator to make 20 questions on its own.
STUDY = f"{DOCUMENT}\n\n{HISTORY}"
BUDGET = 2.5
# What the offline part and the job's bookkeeping may add to the budget on a busy machine, generously: the
# point is that the job does not wait for the AI server's call timeouts or the task's limit.
SLACK = 20.0
# How late past the budget a call in flight may be seen cut (the stand-in looks every 50 ms).
CUT_SLACK = 1.5


def _run_job(user, *, num_questions: int = 20) -> tuple[GenerationJob, float]:
    job = generation_job_create(user=user, num_questions=num_questions, text=STUDY)
    generation_job_run(job_id=job.id, polled=False)
    ended = time.monotonic()
    job.refresh_from_db()
    return job, ended


def _from_the_ai(job: GenerationJob) -> int:
    return sum(question["question"].startswith("Statement ") for question in job.questions)


def _assert_nothing_runs_after(server, ended: float) -> None:
    count = len(server.requests)
    time.sleep(0.5)  # room for a call that should not be sent
    assert len(server.requests) == count
    assert all(arrived < ended for arrived in server.arrivals)
    assert server.in_flight == 0


@pytest.fixture
def budget(settings, openai_generator):
    settings.GENERATION_AI_BUDGET_SECONDS = BUDGET
    settings.OPENAI_QUESTIONS_PER_CALL = 5
    generator_trouble_clear()
    provider_get()  # the client library is loaded once per process, outside the small budget
    return BUDGET


@pytest.mark.django_db
def test_a_server_that_slows_down_mid_job_keeps_its_questions_and_the_rest_come_offline(
    premium_user, openai_generator, api_client, settings
):
    # Room enough that the fast calls' pace never trims them, even on a busy machine.
    budget = 5.0
    settings.GENERATION_AI_BUDGET_SECONDS = budget
    settings.OPENAI_QUESTIONS_PER_CALL = 5
    generator_trouble_clear()
    provider_get()
    openai_generator.slow_from, openai_generator.slow_from_seconds = 3, 30.0

    started = time.monotonic()
    job, ended = _run_job(premium_user)

    assert job.status == GenerationJob.Status.DONE
    assert len(job.questions) == 20
    assert _from_the_ai(job) == 10  # the two calls answered before the server slowed down
    assert job.message == f"{AI_SLOW}, so 10 of these 20 questions come from the built-in generator."
    assert ended - started < budget + SLACK
    # The slow call (30 s, its timeout 10 s) was cut when the budget ran out, not left for the server.
    assert openai_generator.abandoned == 1
    assert openai_generator.abandoned_at[0] - started < budget + CUT_SLACK
    _assert_nothing_runs_after(openai_generator, ended)
    assert generator_trouble() == AI_SLOW
    assert api_client.get("/api/health/").json()["status"] == "degraded"


@pytest.mark.django_db
def test_a_server_answering_every_call_just_under_its_timeout_gets_only_the_calls_that_fit(
    premium_user, openai_generator, budget, settings
):
    settings.OPENAI_TIMEOUT_SECONDS = 1.0
    openai_generator.seconds_per_call = 0.8

    started = time.monotonic()
    job, ended = _run_job(premium_user)

    assert job.status == GenerationJob.Status.DONE
    assert len(job.questions) == 20
    from_the_ai = _from_the_ai(job)
    assert 5 <= from_the_ai < 20
    assert job.message == (
        f"{AI_SLOW}, so {20 - from_the_ai} of these 20 questions come from the built-in generator."
    )
    # Four calls of 5 take 3.2 s: after the first, the job sends only what fits in its 2.5 s.
    assert len(openai_generator.requests) < 4
    assert ended - started < budget + SLACK
    _assert_nothing_runs_after(openai_generator, ended)


@pytest.mark.django_db
def test_a_server_that_never_answers_within_the_call_timeout_is_given_up_well_before_the_budget(
    premium_user, openai_generator, settings
):
    settings.GENERATION_AI_BUDGET_SECONDS = 20.0
    settings.OPENAI_QUESTIONS_PER_CALL = 5
    settings.OPENAI_TIMEOUT_SECONDS = 0.5
    generator_trouble_clear()
    provider_get()
    openai_generator.seconds_per_call = 30.0

    job, _ = _run_job(premium_user)

    assert job.status == GenerationJob.Status.DONE
    assert len(job.questions) == 20
    assert job.message == f"{AI_SLOW}, so all 20 of these questions come from the built-in generator."
    # Each timed-out call is a lower bound of the server's pace: once even one question cannot be answered
    # within the call timeout, no more calls are sent (asking again smaller until nothing was left to shrink
    # sent 6).
    assert len(openai_generator.requests) <= 4


@pytest.mark.django_db
def test_a_server_that_dies_mid_job_is_named_unreachable_and_the_rest_come_offline(
    premium_user, openai_generator, budget
):
    openai_generator.die_after = 1

    started = time.monotonic()
    job, ended = _run_job(premium_user)

    assert job.status == GenerationJob.Status.DONE
    assert len(job.questions) == 20
    assert _from_the_ai(job) == 5
    assert job.message == f"{AI_UNREACHABLE}, so 15 of these 20 questions come from the built-in generator."
    assert ended - started < budget + SLACK
    _assert_nothing_runs_after(openai_generator, ended)
    assert generator_trouble() == AI_UNREACHABLE


@pytest.mark.django_db
def test_answers_cut_short_by_a_small_context_are_named_with_the_setting_to_change(
    premium_user, openai_generator, budget
):
    openai_generator.default = CUT_BY_CONTEXT

    job, _ = _run_job(premium_user, num_questions=5)

    assert job.status == GenerationJob.Status.DONE
    assert len(job.questions) == 5
    assert job.message == f"{AI_CONTEXT}, so all 5 of these questions come from the built-in generator."
    assert "-c" in job.message and "OPENAI_PASSAGE_CHARS" in job.message
    assert "document" not in job.message.split(", so")[0]
    # Each cut answer was asked again for less, never the same again.
    counts = [requested_count(body) for body in openai_generator.requests]
    assert counts[:3] == [5, 2, 1]


def test_a_server_that_queues_calls_sent_together_gets_fewer_at_once():
    pace = ServerPace(concurrency=2)

    pace.record(seconds=1.0, asked=5, company=1)  # the first of two sent together
    pace.record(seconds=2.0, asked=5, company=1)  # the second waited for the first: the server queues
    alone = ServerPace(concurrency=2)
    alone.record(seconds=1.0, asked=5, company=1)
    alone.record(seconds=1.1, asked=5, company=1)  # a server that answers both at once

    assert (pace.concurrency, alone.concurrency) == (1, 2)


def test_the_pace_says_how_much_fits_in_the_time_left():
    pace = ServerPace(concurrency=1)
    assert pace.questions_fitting(10.0) is None  # nothing is known before the first answer

    pace.record(seconds=1.0, asked=5, company=0)

    assert pace.questions_fitting(10.0) == 40  # 0.2 s a question, 80% of the time left
    assert pace.one_call_fitting(1.0) == 4
    assert pace.one_call_fitting(0.5) == 0  # reading the passage alone takes longer


def test_a_server_answering_one_call_at_a_time_is_sent_one_at_a_time_once_seen(fake_openai):
    fake_openai.serial, fake_openai.seconds_per_call = True, 0.4
    provider = OpenAIQuestionProvider(
        api_key="key", base_url=fake_openai.base_url, model="fake", concurrency=2, questions_per_call=5
    )

    provider.generate(text=DOCUMENT, num_questions=1)  # the client library's first call warms it up
    fake_openai.spans.clear()
    questions = provider.generate(text=STUDY, num_questions=30)

    assert len(questions) == 30
    spans = sorted(fake_openai.spans)
    # The first two were sent together and the second waited for the first: once that answer shows the
    # queue, every call is sent only when no other is in flight.
    second_answered = sorted(end for _, end in spans)[1]
    later = [span for span in spans if span[0] >= second_answered]
    assert len(later) >= 2
    for arrived, _ in later:
        assert not [other for other in spans if other[0] < arrived < other[1]]
