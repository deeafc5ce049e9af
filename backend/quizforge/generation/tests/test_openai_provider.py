"""The OpenAI provider against a real local HTTP server that speaks the chat completions API."""

import json
import re
import threading
import time

import pytest

from quizforge.core.exceptions import ServiceUnavailable
from quizforge.generation.providers.base import GeneratorFailed
from quizforge.generation.providers.openai_provider import (
    AI_UNAVAILABLE,
    AI_UNUSABLE,
    OpenAIQuestionProvider,
)
from quizforge.generation.testing.fake_openai_server import (
    INVENTED_QUOTES,
    MALFORMED,
    PARTLY_INVALID,
    RATE_LIMITED,
    REPAIRABLE,
    SERVER_ERROR,
    SHORT,
    SLOW,
    FakeOpenAIServer,
)
from quizforge.generation.testing.sample_document import DOCUMENT
from quizforge.quizzes.questions import comparable, questions_validate


def provider_for(server: FakeOpenAIServer, **options) -> tuple[OpenAIQuestionProvider, list[float]]:
    """A provider aimed at the fake server; its waits between retries are recorded instead of slept."""
    waits: list[float] = []
    settings = {"timeout_seconds": 10.0, "max_retries": 3, "concurrency": 4, "sleep": waits.append, **options}
    provider = OpenAIQuestionProvider(
        api_key="test-key", base_url=server.base_url, model="fake-model", **settings
    )
    return provider, waits


# Passages as long as a cloud model reads well.
PASSAGE_MAX_CHARS = 12000


def user_message(body: dict) -> str:
    return next(m["content"] for m in body["messages"] if m["role"] == "user")


def requested_count(body: dict) -> int:
    match = re.search(r"Write exactly (\d+)", user_message(body))
    assert match
    return int(match.group(1))


def passage_of(body: dict) -> str:
    match = re.search(r"<document>\n(.*)\n</document>", user_message(body), re.DOTALL)
    assert match
    return match.group(1)


def assert_sources_in(questions: list, document: str) -> None:
    for question in questions:
        assert comparable(question["source"]) in comparable(document), question["source"]


def long_document(paragraphs: int) -> str:
    """Numbered paragraphs of different lengths, each sentence unique."""
    return "\n\n".join(
        " ".join(
            f"Section {p} sentence {s} explains that river number {p * 10 + s} carries sediment to the delta."
            for s in range(1, 3 + p % 5)
        )
        for p in range(1, paragraphs + 1)
    )


def test_normal_answer_gives_valid_questions_quoting_the_document(fake_openai):
    provider, waits = provider_for(fake_openai)
    progress: list[float] = []

    questions = provider.generate(text=DOCUMENT, num_questions=5, on_progress=progress.append)

    assert len(questions) == 5
    assert questions_validate(questions, require_explanation=True) == questions
    assert_sources_in(questions, DOCUMENT)
    assert progress[-1] == 1.0
    assert waits == []
    body = fake_openai.requests[0]
    assert body["model"] == "fake-model"
    assert body["response_format"]["type"] == "json_schema"
    assert body["response_format"]["json_schema"]["strict"] is True
    prompt = json.dumps(body["messages"])
    assert "VERBATIM" in prompt
    assert "language" in prompt
    assert "explanation" in prompt


def test_a_slow_answer_times_out_and_is_asked_again_for_less_never_unchanged(fake_openai):
    fake_openai.slow_seconds = 3.0
    fake_openai.then(SLOW)
    provider, waits = provider_for(fake_openai, timeout_seconds=0.5)

    questions = provider.generate(text=DOCUMENT, num_questions=5)

    assert len(questions) == 5
    counts = [requested_count(body) for body in fake_openai.requests]
    assert counts[0] == 5
    assert counts[1] < 5
    assert len(passage_of(fake_openai.requests[1])) < len(passage_of(fake_openai.requests[0]))
    assert waits == []


def test_rate_limit_waits_as_long_as_retry_after_says(fake_openai):
    fake_openai.retry_after = "7"
    fake_openai.then(RATE_LIMITED)
    provider, waits = provider_for(fake_openai)

    questions = provider.generate(text=DOCUMENT, num_questions=5)

    assert len(questions) == 5
    assert waits == [7.0]


def test_server_error_is_retried_with_growing_jittered_backoff(fake_openai):
    fake_openai.then(SERVER_ERROR, SERVER_ERROR, SERVER_ERROR)
    provider, waits = provider_for(fake_openai, backoff_seconds=0.5)

    questions = provider.generate(text=DOCUMENT, num_questions=5)

    assert len(questions) == 5
    assert len(fake_openai.requests) == 4
    # Each wait lies in the upper half of its doubling ceiling: 0.5, 1, 2 seconds.
    for attempt, wait in enumerate(waits):
        ceiling = 0.5 * 2**attempt
        assert ceiling / 2 <= wait <= ceiling


def test_a_server_that_keeps_failing_gives_a_sentence_not_a_crash(fake_openai):
    fake_openai.default = SERVER_ERROR
    provider, waits = provider_for(fake_openai, max_retries=2)

    with pytest.raises(GeneratorFailed) as raised:
        provider.generate(text=DOCUMENT, num_questions=5)

    assert raised.value.message == f"{AI_UNAVAILABLE}. Please try again later."
    assert raised.value.found == []
    assert len(fake_openai.requests) == 3
    assert len(waits) == 2


def test_a_refused_request_is_not_retried(fake_openai):
    provider = OpenAIQuestionProvider(
        api_key="test-key",
        base_url=fake_openai.base_url + "/missing",
        model="fake-model",
        sleep=lambda _: None,
    )

    with pytest.raises(ServiceUnavailable):
        provider.generate(text=DOCUMENT, num_questions=5)


def test_malformed_json_is_replaced_by_asking_again(fake_openai):
    fake_openai.then(MALFORMED)
    provider, _ = provider_for(fake_openai)

    questions = provider.generate(text=DOCUMENT, num_questions=5)

    assert len(questions) == 5
    assert [requested_count(body) for body in fake_openai.requests] == [5, 5]


def test_invalid_items_are_dropped_and_the_shortfall_asked_again(fake_openai):
    fake_openai.then(PARTLY_INVALID)
    provider, _ = provider_for(fake_openai)

    questions = provider.generate(text=DOCUMENT, num_questions=5)

    assert len(questions) == 5
    assert questions_validate(questions, require_explanation=True) == questions
    assert_sources_in(questions, DOCUMENT)
    assert all(q["correct_answer"] in q["choices"] and len(q["choices"]) >= 2 for q in questions)
    assert [requested_count(body) for body in fake_openai.requests] == [5, 2]
    # The second request lists the questions already kept, so that they are not asked again.
    top_up = user_message(fake_openai.requests[1])
    assert "Do not ask these questions again" in top_up
    assert questions[0]["question"] in top_up


def test_slips_are_repaired_rather_than_dropped(fake_openai):
    fake_openai.default = REPAIRABLE
    provider, _ = provider_for(fake_openai)

    questions = provider.generate(text=DOCUMENT, num_questions=5)

    assert len(questions) == 5
    assert len(fake_openai.requests) == 1
    for question in questions:
        assert len(question["choices"]) == 4
        assert not any(re.match(r"^[A-F]\)", choice) for choice in question["choices"])
        assert question["correct_answer"] in question["choices"]
        assert question["question"] == question["question"].strip()
        # The quote came back in capitals; the document's own wording is kept.
        assert question["source"] in " ".join(DOCUMENT.split())


def test_quotes_the_document_does_not_contain_are_never_passed_on(fake_openai):
    fake_openai.default = INVENTED_QUOTES
    provider, _ = provider_for(fake_openai)

    with pytest.raises(GeneratorFailed) as raised:
        provider.generate(text=DOCUMENT, num_questions=5)

    assert (raised.value.reason, raised.value.found) == (AI_UNUSABLE, [])
    assert len(fake_openai.requests) == 3  # the first request and two rounds of asking again


def test_a_document_that_supports_fewer_questions_gives_fewer(fake_openai):
    fake_openai.default = SHORT
    provider, _ = provider_for(fake_openai)

    questions = provider.generate(text=DOCUMENT, num_questions=5)

    assert len(questions) == 4


def test_json_mode_is_used_when_the_server_refuses_json_schema_and_remembered(fake_openai):
    fake_openai.rejects_json_schema = True
    provider, _ = provider_for(fake_openai)

    first = provider.generate(text=DOCUMENT, num_questions=5)
    second = provider.generate(text=DOCUMENT, num_questions=5)

    assert len(first) == len(second) == 5
    assert fake_openai.response_formats == ["json_schema", "json_object", "json_object"]
    assert "JSON" in json.dumps(fake_openai.requests[1]["messages"])


def test_questions_are_spread_over_a_long_document_in_proportion_to_content(fake_openai):
    document = long_document(80)
    provider, _ = provider_for(fake_openai, concurrency=4, passage_chars=PASSAGE_MAX_CHARS)

    questions = provider.generate(text=document, num_questions=20)

    assert len(questions) == 20
    assert_sources_in(questions, document)
    asked: dict[str, int] = {}
    for body in fake_openai.requests:
        asked[passage_of(body)] = asked.get(passage_of(body), 0) + requested_count(body)
    assert sum(asked.values()) == 20
    assert len(asked) > 2
    in_order = sorted(asked, key=document.index)
    assert " ".join("\n\n".join(in_order).split()) == " ".join(document.split())
    for passage, count in asked.items():
        assert len(passage) <= PASSAGE_MAX_CHARS
        assert abs(count - 20 * len(passage) / len(document)) <= 1
    # Questions come back in the order of the document, from its start to its end.
    positions = [comparable(document).index(comparable(q["source"])) for q in questions]
    assert positions == sorted(positions)
    assert positions[0] < len(document) / 5
    assert positions[-1] > len(document) * 4 / 5


def test_a_very_long_document_takes_few_requests_from_its_start_to_its_end(fake_openai):
    document = long_document(600)
    provider, _ = provider_for(
        fake_openai, concurrency=4, passage_chars=PASSAGE_MAX_CHARS, questions_per_call=15
    )

    questions = provider.generate(text=document, num_questions=50)

    assert len(questions) == 50
    assert_sources_in(questions, document)
    assert len(fake_openai.requests) <= 5
    assert all(len(passage_of(body)) <= PASSAGE_MAX_CHARS for body in fake_openai.requests)
    positions = [comparable(document).index(comparable(q["source"])) for q in questions]
    assert positions[0] < len(document) / 5
    assert positions[-1] > len(document) * 4 / 5


def test_parallel_requests_never_exceed_the_concurrency_bound(fake_openai):
    document = long_document(120)
    provider, _ = provider_for(fake_openai, concurrency=2)
    fake_openai.hold()
    result: list = []
    worker = threading.Thread(
        target=lambda: result.extend(provider.generate(text=document, num_questions=40))
    )
    worker.start()

    assert fake_openai.wait_for_requests(2)
    time.sleep(0.3)  # room for a request beyond the bound to show up, were there one
    assert len(fake_openai.requests) == 2
    fake_openai.open()
    worker.join(timeout=30)

    assert len(result) == 40
    assert len(fake_openai.requests) > 2
    assert fake_openai.max_in_flight == 2


def test_progress_is_reported_after_each_request_and_only_grows(fake_openai):
    document = long_document(120)
    provider, _ = provider_for(fake_openai, concurrency=2)
    progress: list[float] = []

    provider.generate(text=document, num_questions=30, on_progress=progress.append)

    assert len(progress) == len(fake_openai.requests) >= 2
    assert progress == sorted(progress)
    assert 0 < progress[0] < 1
    assert progress[-1] == 1.0
