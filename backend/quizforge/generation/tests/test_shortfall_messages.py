"""A quiz short of the count asked says why, truly: a document too short for a full quiz, or the generator
that found no more; never that the document "does not support more"."""

import pytest

from quizforge.generation.job_messages import ALL_GENERATED, fallback_message, generation_message
from quizforge.generation.tests.generation_helpers import client_for

SHORT_NOTES = (
    "Photosynthesis happens in the chloroplasts of green plants. Chlorophyll absorbs red and blue light and "
    "reflects green light. Carbon dioxide enters the leaf through pores called stomata. Water is carried "
    "from the roots through the xylem. The Calvin cycle takes place in the stroma and makes sugar. Oxygen is "
    "released when water molecules are split during the light reactions."
)


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("eager_jobs", "local_generator")
def test_a_short_document_is_named_as_the_cause_with_its_word_count(premium_user):
    response = client_for(premium_user).post(
        "/api/generate-questions/", {"text": SHORT_NOTES, "num_questions": 10}, format="json"
    )

    assert response.status_code == 200
    generated = len(response.json()["questions"])
    assert 0 < generated < 10
    assert response.json()["message"] == (
        f"Generated {generated} of 10 questions: the document has only 59 words of text, and a full quiz "
        "needs about 150."
    )


@pytest.mark.parametrize(
    ("generator", "named"),
    [("the built-in generator", "the built-in generator"), ("the AI server", "the AI server")],
)
def test_a_long_enough_document_puts_the_shortfall_on_the_generator_that_fell_short(generator, named):
    message = generation_message(generated=7, requested=10, generator=generator, words=2400)

    assert message == (
        f"Generated 7 of 10 questions: {named} found no more questions it could check against the "
        "document's text."
    )


def test_no_message_blames_the_document_for_not_supporting_more():
    messages = [
        generation_message(generated=3, requested=10, generator="the built-in generator", words=words)
        for words in (20, 149, 150, 5000)
    ] + [
        fallback_message("The AI server was too slow", from_ai=2, from_offline=3, requested=10, words=words)
        for words in (20, 5000)
    ]

    for message in messages:
        assert "support" not in message
        assert "gave no more" not in message
    assert (
        generation_message(generated=10, requested=10, generator="the AI server", words=10) == ALL_GENERATED
    )


def test_a_fallback_short_of_the_count_says_what_the_built_in_generator_could_not_do():
    message = fallback_message(
        "The AI server was too slow", from_ai=2, from_offline=3, requested=10, words=900
    )

    assert message == (
        "The AI server was too slow, so 3 of these 5 questions come from the built-in generator. Only 5 of "
        "the 10 asked for: the built-in generator found no more questions it could check against the "
        "document's text."
    )
