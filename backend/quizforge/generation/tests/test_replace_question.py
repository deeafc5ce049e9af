"""POST /api/replace-question/: Replace in Review & Edit swaps a question for another from the same
document, never one already in the quiz (CONTRACT §5)."""

from collections.abc import Mapping, Sequence
from datetime import timedelta
from typing import Any, cast

import pytest
from django.utils import timezone

from quizforge.accounts.plans import FEATURE_REFUSALS
from quizforge.generation import replacement
from quizforge.generation.job_run import generation_job_rescue
from quizforge.generation.job_upkeep import generation_jobs_sweep
from quizforge.generation.models import GenerationJob
from quizforge.generation.providers.ai_reasons import AI_UNAVAILABLE
from quizforge.generation.replacement import (
    AI_BUSY,
    ALL_IN_QUIZ,
    NONE_SOUGHT,
    document_gone_message,
    replacement_kept,
)
from quizforge.generation.services import generation_job_cancel, generation_job_create
from quizforge.generation.testing.fake_openai_server import SERVER_ERROR
from quizforge.generation.testing.sample_document import DOCUMENT
from quizforge.generation.tests.generation_helpers import client_for, make_user
from quizforge.quizzes.questions import Question, comparable, questions_validate

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("eager_jobs")]

URL = "/api/replace-question/"


def generated_quiz(client, count: int = 5) -> list[dict]:
    response = client.post(
        "/api/generate-questions/", {"text": DOCUMENT, "num_questions": count}, format="json"
    )
    assert response.status_code == 200, response.json()
    return response.json()["questions"]


def replace(client, questions: Sequence[Mapping[str, Any]]):
    return client.post(URL, {"question_texts": [q["question"] for q in questions]}, format="json")


def texts(questions: list[dict]) -> set[str]:
    return {comparable(question["question"]) for question in questions}


@pytest.mark.parametrize("generator", ["offline", "local"])
def test_replace_gives_a_valid_question_of_the_document_that_is_not_in_the_quiz(
    settings, premium_user, generator
):
    settings.GENERATION_PROVIDER = generator
    client = client_for(premium_user)
    quiz = generated_quiz(client)

    response = replace(client, quiz)

    assert response.status_code == 200, response.json()
    replacement = response.json()["question"]
    assert questions_validate([replacement], require_explanation=True) == [replacement]
    assert comparable(replacement["question"]) not in texts(quiz)
    assert " ".join(replacement["source"].split()[:4]) in " ".join(DOCUMENT.split())


def test_replacing_again_and_again_never_repeats_a_question_until_the_document_has_no_other(
    settings, premium_user
):
    settings.GENERATION_PROVIDER = "offline"
    settings.GENERATION_SPARE_QUESTIONS = 3
    client = client_for(premium_user)
    quiz = generated_quiz(client)
    seen = texts(quiz)

    for _ in range(3):
        response = replace(client, quiz)
        assert response.status_code == 200, response.json()
        new = response.json()["question"]
        assert comparable(new["question"]) not in seen
        seen.add(comparable(new["question"]))
        quiz = [new, *quiz[1:]]  # the teacher replaced the first question

    exhausted = replace(client, quiz)
    assert exhausted.status_code == 404
    assert exhausted.json()["error"] == ALL_IN_QUIZ


def test_a_quiz_whose_questions_were_edited_still_finds_its_document_by_one_question(settings, premium_user):
    settings.GENERATION_PROVIDER = "offline"
    client = client_for(premium_user)
    quiz = generated_quiz(client)
    edited = [{**question, "question": f"Edited: {question['question']}"} for question in quiz[:-1]]

    response = replace(client, [*edited, quiz[-1]])

    assert response.status_code == 200
    assert comparable(response.json()["question"]["question"]) not in texts(quiz)


def test_questions_no_kept_job_generated_get_a_sentence_saying_the_document_is_gone(settings, premium_user):
    settings.GENERATION_PROVIDER = "offline"
    client = client_for(premium_user)

    response = client.post(URL, {"question_texts": ["What did I write myself?"]}, format="json")

    assert response.status_code == 404
    assert response.json()["error"] == document_gone_message()


def test_another_users_quiz_cannot_be_replaced_from(settings, premium_user):
    settings.GENERATION_PROVIDER = "offline"
    quiz = generated_quiz(client_for(premium_user))
    someone_else = make_user("other@example.com", plan="premium")

    response = replace(client_for(someone_else), quiz)

    assert response.status_code == 404
    assert response.json()["error"] == document_gone_message()


def test_spares_are_deleted_with_their_job(settings, premium_user):
    settings.GENERATION_PROVIDER = "offline"
    client = client_for(premium_user)
    quiz = generated_quiz(client)
    GenerationJob.objects.update(
        created_at=timezone.now() - timedelta(hours=settings.GENERATION_JOB_KEEP_HOURS + 1)
    )
    generation_jobs_sweep(user=premium_user)  # as the next generation does

    response = replace(client, quiz)

    assert response.status_code == 404
    assert response.json()["error"] == document_gone_message()


def test_a_free_user_has_no_replace(settings, free_user):
    settings.GENERATION_PROVIDER = "offline"
    client = client_for(free_user)
    quiz = generated_quiz(client)

    response = replace(client, quiz)

    assert response.status_code == 403
    assert response.json()["error"] == FEATURE_REFUSALS["edit"]


def test_an_empty_request_is_refused_in_the_error_shape(premium_user):
    response = client_for(premium_user).post(URL, {}, format="json")

    assert response.status_code == 400
    assert response.json()["error"]
    assert "question_texts" in response.json()["details"]


def test_an_offline_job_keeps_only_its_few_spare_questions_not_its_text(settings, premium_user):
    settings.GENERATION_PROVIDER = "offline"
    settings.GENERATION_SPARE_QUESTIONS = 4
    quiz = generated_quiz(client_for(premium_user))

    job = GenerationJob.objects.get()
    assert job.text == ""
    assert job.replacement_text == ""
    assert 0 < len(job.spare_questions) <= 4
    assert not texts(job.spare_questions) & texts(quiz)


def test_the_ai_path_asks_the_ai_server_for_one_more_and_keeps_the_text_cut_to_its_limit(
    settings, premium_user, openai_generator
):
    settings.GENERATION_REPLACEMENT_TEXT_MAX_CHARS = 3000
    client = client_for(premium_user)
    quiz = generated_quiz(client)
    job = GenerationJob.objects.get()
    assert job.spare_questions == []
    assert job.replacement_text == DOCUMENT[:3000]
    calls_before = len(openai_generator.requests)

    response = replace(client, quiz)

    assert response.status_code == 200, response.json()
    assert comparable(response.json()["question"]["question"]) not in texts(quiz)
    assert len(openai_generator.requests) == calls_before + 1


def test_an_ai_server_that_fails_leaves_the_question_and_says_why(premium_user, openai_generator):
    client = client_for(premium_user)
    quiz = generated_quiz(client)
    openai_generator.default = SERVER_ERROR

    response = replace(client, quiz)

    assert response.status_code == 503
    assert response.json()["error"] == f"{AI_UNAVAILABLE}. Please try again later."


def test_a_job_stopped_before_it_looked_for_more_questions_says_so(settings, premium_user):
    settings.GENERATION_PROVIDER = "offline"
    job = generation_job_create(user=premium_user, num_questions=5, text=DOCUMENT)
    found = generated_quiz(client_for(premium_user))[:2]
    GenerationJob.objects.filter(pk=job.pk).update(
        status=GenerationJob.Status.GENERATING, started_at=timezone.now(), questions=found
    )
    generation_job_cancel(user=premium_user, job_id=job.id)
    generation_job_rescue(job_id=job.id)
    GenerationJob.objects.exclude(pk=job.pk).delete()

    response = replace(client_for(premium_user), found)

    assert response.status_code == 404
    assert response.json()["error"] == NONE_SOUGHT


def test_replace_never_asks_again_about_a_sentence_the_quiz_asks_about(settings, premium_user):
    settings.GENERATION_PROVIDER = "offline"
    quiz = cast(list[Question], generated_quiz(client_for(premium_user)))
    same_sentence: Question = {**quiz[1], "question": f"Once more: {quiz[1]['question']}"}
    other_sentence: Question = {
        **quiz[1],
        "question": "Another question?",
        "source": "Another sentence of the document.",
    }
    GenerationJob.objects.update(
        **replacement_kept(questions=quiz, spares=[same_sentence, other_sentence], text=DOCUMENT)
    )
    client = client_for(premium_user)

    assert replace(client, quiz).json()["question"]["question"] == "Another question?"
    assert replace(client, quiz).json()["error"] == ALL_IN_QUIZ


def test_a_second_replace_while_one_waits_for_the_ai_server_is_refused(
    monkeypatch, premium_user, openai_generator
):
    client = client_for(premium_user)
    quiz = generated_quiz(client)
    meanwhile = []

    class SlowAi:
        name = "openai"

        def question_more(self, *, text, avoid, passage, deadline):
            meanwhile.append(replace(client, quiz))  # the same teacher clicks Replace again
            return [{**quiz[0], "question": "One more question?"}]

    monkeypatch.setattr(replacement, "provider_get", SlowAi)

    first = replace(client, quiz)

    assert first.status_code == 200 and first.json()["question"]["question"] == "One more question?"
    assert meanwhile[0].status_code == 429
    assert meanwhile[0].json()["error"] == AI_BUSY
    assert replace(client, quiz).status_code == 200  # once the first has its answer
