"""The OpenAI provider against the servers people really run (llama.cpp, Ollama, vLLM on one machine), as
the local stand-in reproduces them over real HTTP: refused output formats, small contexts, slow answers."""

import json

import pytest

from quizforge.core.generator_health import generator_trouble_clear
from quizforge.generation.providers.base import GenerationStopped, GeneratorFailed
from quizforge.generation.providers.chat_prompt import answer_max_tokens
from quizforge.generation.providers.openai_provider import AI_SLOW, AI_UNAVAILABLE, AI_UNUSABLE
from quizforge.generation.testing.fake_openai_server import INVENTED_QUOTES, SERVER_ERROR
from quizforge.generation.testing.sample_document import DOCUMENT
from quizforge.generation.tests.generation_helpers import client_for
from quizforge.generation.tests.test_openai_provider import (
    assert_sources_in,
    long_document,
    passage_of,
    provider_for,
    requested_count,
    user_message,
)
from quizforge.quizzes.questions import questions_validate

LLAMA_CPP_PYTHON_REFUSAL = "1 validation error: response_format.type Input should be 'text' or 'json_object'"


def test_a_500_refusing_json_schema_falls_back_to_json_mode(fake_openai):
    fake_openai.refuse_format("json_schema", 500, LLAMA_CPP_PYTHON_REFUSAL)
    provider, waits = provider_for(fake_openai)

    first = provider.generate(text=DOCUMENT, num_questions=5)
    second = provider.generate(text=DOCUMENT, num_questions=5)

    assert len(first) == len(second) == 5
    assert fake_openai.response_formats == ["json_schema", "json_object", "json_object"]
    assert waits == []


@pytest.mark.parametrize("status", [400, 422, 500])
def test_a_server_refusing_every_response_format_gets_plain_text_requests(fake_openai, status):
    fake_openai.refuse_format("json_schema", status, "response_format json_schema is not supported")
    fake_openai.refuse_format("json_object", status, "Unsupported response_format type json_object")
    provider, _ = provider_for(fake_openai)

    questions = provider.generate(text=DOCUMENT, num_questions=5)

    assert len(questions) == 5
    assert questions_validate(questions, require_explanation=True) == questions
    assert fake_openai.response_formats == ["json_schema", "json_object", "None"]


def test_every_call_bounds_its_answer(fake_openai):
    provider, _ = provider_for(fake_openai, questions_per_call=5)

    provider.generate(text=long_document(60), num_questions=12)

    for body in fake_openai.requests:
        count = requested_count(body)
        assert count <= 5
        assert body["max_tokens"] == answer_max_tokens(count)
        schema = body["response_format"]["json_schema"]["schema"]
        assert schema["properties"]["questions"]["maxItems"] == count


def test_a_context_overflow_shrinks_the_passage_instead_of_asking_the_same_again(fake_openai):
    document = long_document(40)
    fake_openai.context_chars = 3500
    provider, _ = provider_for(fake_openai, passage_chars=6000, concurrency=2)

    questions = provider.generate(text=document, num_questions=10)

    assert len(questions) == 10
    assert_sources_in(questions, document)
    prompts = [user_message(body) for body in fake_openai.requests]
    overflowing = [prompt for prompt in prompts if len(prompt) > 3500]
    # Each of the two first calls overflowed at most twice, each time with a smaller passage.
    assert 2 <= len(overflowing) <= 4
    assert len(set(overflowing)) == len(overflowing)
    assert all(len(prompt) <= 3500 for prompt in prompts[len(overflowing) + 2 :])


def test_a_slow_server_is_asked_for_fewer_questions_never_the_same_call_again(fake_openai):
    fake_openai.seconds_per_question = 0.3
    provider, waits = provider_for(fake_openai, timeout_seconds=1.0, concurrency=1)

    questions = provider.generate(text=DOCUMENT, num_questions=5)

    assert len(questions) == 5
    calls = [(requested_count(body), passage_of(body)) for body in fake_openai.requests]
    # 5 questions take 1.5 s: too slow; asked again for 2 of a shorter passage, and no more than 2 after.
    assert calls[0][0] == 5
    assert calls[1][0] == 2
    assert len(calls[1][1]) < len(calls[0][1])
    assert max(count for count, _ in calls[1:]) <= 2
    assert waits == []


def test_a_server_too_slow_for_even_one_question_says_so(fake_openai):
    fake_openai.seconds_per_question = 2.0
    provider, _ = provider_for(fake_openai, timeout_seconds=0.5, concurrency=1)

    with pytest.raises(GeneratorFailed) as raised:
        provider.generate(text=DOCUMENT, num_questions=5)

    assert (raised.value.reason, raised.value.found) == (AI_SLOW, [])
    assert len(fake_openai.requests) <= 5


def test_questions_from_calls_that_succeeded_are_kept_when_the_server_fails(fake_openai):
    provider, _ = provider_for(fake_openai, concurrency=1, max_retries=1)
    fake_openai.then("normal")
    fake_openai.default = SERVER_ERROR

    with pytest.raises(GeneratorFailed) as raised:
        provider.generate(text=long_document(40), num_questions=10)

    assert raised.value.reason == AI_UNAVAILABLE
    assert len(raised.value.found) == 5
    assert questions_validate(raised.value.found, require_explanation=True) == raised.value.found


def test_progress_moves_after_every_call_even_one_with_nothing_usable(fake_openai):
    fake_openai.default = INVENTED_QUOTES
    provider, _ = provider_for(fake_openai, concurrency=1)
    progress: list[float] = []

    with pytest.raises(GeneratorFailed) as raised:
        provider.generate(text=long_document(40), num_questions=10, on_progress=progress.append)

    assert raised.value.reason == AI_UNUSABLE
    assert len(progress) == len(fake_openai.requests) >= 2
    assert progress == sorted(progress)
    assert 0 < progress[0] < progress[-1] < 1


def test_a_stop_with_the_time_up_keeps_what_was_found(fake_openai):
    provider, _ = provider_for(fake_openai, concurrency=1)

    def time_up(_fraction: float) -> None:
        raise GenerationStopped("time is up", keep_found=True)

    with pytest.raises(GeneratorFailed) as raised:
        provider.generate(text=long_document(40), num_questions=10, on_progress=time_up)

    assert raised.value.reason == AI_SLOW
    assert len(raised.value.found) == 5
    assert len(fake_openai.requests) == 1


def test_the_prompt_asks_for_main_ideas_misconceptions_reasons_and_the_documents_language(fake_openai):
    provider, _ = provider_for(fake_openai)

    provider.generate(text=DOCUMENT, num_questions=5)

    prompt = json.dumps(fake_openai.requests[0]["messages"]).lower()
    for asked in ("main ideas", "misconception", "why", "language", "never add outside facts", "verbatim"):
        assert asked in prompt, asked


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("eager_jobs")
def test_health_reports_a_failing_ai_server_until_it_works_again(premium_user, openai_generator, api_client):
    generator_trouble_clear()
    openai_generator.default = SERVER_ERROR
    client = client_for(premium_user)
    body = {"text": DOCUMENT, "num_questions": 5}

    assert client.post("/api/generate-questions/", body, format="json").status_code == 200
    failing = api_client.get("/api/health/")
    openai_generator.default = "normal"
    assert client.post("/api/generate-questions/", body, format="json").status_code == 200
    recovered = api_client.get("/api/health/")

    assert (failing.status_code, failing.json()["status"], failing.json()["generator"]) == (
        200,
        "degraded",
        "openai",
    )
    assert recovered.json()["status"] == "ok"
