"""POST /api/generate-questions/: runs a generation job and answers with the spec's {questions, message}."""

import pytest

from quizforge.generation.job_messages import ALL_GENERATED
from quizforge.generation.models import GenerationJob
from quizforge.generation.providers.openai_provider import AI_UNAVAILABLE, AI_UNUSABLE
from quizforge.generation.testing.fake_openai_server import INVENTED_QUOTES, SERVER_ERROR, SHORT
from quizforge.generation.testing.sample_document import DOCUMENT
from quizforge.generation.tests.generation_helpers import client_for
from quizforge.quizzes.questions import questions_validate

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.usefixtures("eager_jobs", "openai_generator"),
]

URL = "/api/generate-questions/"


def generate(user, body: dict):
    return client_for(user).post(URL, body, format="json")


@pytest.mark.parametrize("asked", [30, 1, "lots", None])
def test_a_free_user_gets_five_questions_whatever_they_ask(free_user, asked):
    response = generate(free_user, {"text": DOCUMENT, "num_questions": asked})

    assert response.status_code == 200
    body = response.json()
    assert len(body["questions"]) == 5
    assert body["message"] == ALL_GENERATED


def test_a_premium_user_gets_the_count_they_chose_with_explanations_and_sources(premium_user):
    response = generate(premium_user, {"text": DOCUMENT, "num_questions": 7})

    assert response.status_code == 200
    questions = response.json()["questions"]
    assert len(questions) == 7
    assert questions_validate(questions, require_explanation=True) == questions
    assert GenerationJob.objects.get(user=premium_user).status == GenerationJob.Status.DONE


def test_fewer_questions_than_asked_are_explained(premium_user, openai_generator):
    openai_generator.default = SHORT

    response = generate(premium_user, {"text": DOCUMENT, "num_questions": 5})

    assert response.status_code == 200
    assert len(response.json()["questions"]) == 4
    assert response.json()["message"] == (
        "Generated 4 of 5 questions: the AI server found no more questions it could check against the "
        "document's text."
    )


def test_unusable_answers_are_replaced_by_the_offline_generator_saying_so(premium_user, openai_generator):
    openai_generator.default = INVENTED_QUOTES

    response = generate(premium_user, {"text": DOCUMENT, "num_questions": 5})

    assert response.status_code == 200
    assert len(response.json()["questions"]) == 5
    assert response.json()["message"] == (
        f"{AI_UNUSABLE}, so all 5 of these questions come from the built-in generator."
    )


def test_an_unavailable_ai_server_is_replaced_by_the_offline_generator_saying_so(
    premium_user, openai_generator
):
    openai_generator.default = SERVER_ERROR

    response = generate(premium_user, {"text": DOCUMENT, "num_questions": 5})

    assert response.status_code == 200
    questions = response.json()["questions"]
    assert len(questions) == 5
    assert questions_validate(questions, require_explanation=True) == questions
    assert response.json()["message"] == (
        f"{AI_UNAVAILABLE}, so all 5 of these questions come from the built-in generator."
    )


def test_without_fallback_an_unavailable_ai_server_answers_503_with_a_sentence(
    premium_user, openai_generator, settings
):
    settings.GENERATION_OFFLINE_FALLBACK = False
    openai_generator.default = SERVER_ERROR

    response = generate(premium_user, {"text": DOCUMENT, "num_questions": 5})

    assert response.status_code == 503
    assert response.json()["error"] == f"{AI_UNAVAILABLE}. Please try again later."
