import pytest

from quizforge.generation.providers.base import NotEnoughText
from quizforge.generation.providers.offline.languages.detect import NoWordSpaces
from quizforge.generation.providers.offline.provider import OfflineQuestionProvider
from quizforge.generation.providers.registry import provider_get
from quizforge.generation.testing.paragraphs import PARAGRAPHS
from quizforge.generation.tests.offline.helpers import assert_grounded


@pytest.mark.parametrize("code", sorted(PARAGRAPHS))
def test_an_ordinary_paragraph_gets_the_count_asked_in_every_language(code: str) -> None:
    text = PARAGRAPHS[code]
    questions = OfflineQuestionProvider().generate(text=text, num_questions=10)
    assert len(questions) == 10
    assert len({question["question"] for question in questions}) == 10
    for question in questions:
        assert_grounded(question, text)


def test_five_and_fifty_questions_come_back_from_a_longer_document() -> None:
    text = PARAGRAPHS["en"] + "\n\n" + PARAGRAPHS["en"].replace("water", "rain")
    provider = OfflineQuestionProvider()
    assert len(provider.generate(text=text, num_questions=5)) == 5
    many = provider.generate(text=text, num_questions=50)
    assert len(many) >= 40
    for question in many:
        assert_grounded(question, text)


def test_progress_runs_from_start_to_end() -> None:
    seen: list[float] = []
    OfflineQuestionProvider().generate(text=PARAGRAPHS["fr"], num_questions=5, on_progress=seen.append)
    assert seen == sorted(seen)
    assert seen[-1] == 1.0


def test_a_few_words_are_not_enough_text() -> None:
    with pytest.raises(NotEnoughText) as refused:
        OfflineQuestionProvider().generate(text="Photosynthesis makes sugar from light.", num_questions=5)
    assert refused.value.message == "This document has only 5 words of text: a quiz needs at least 25."


def test_a_script_without_spaces_is_named_in_the_refusal() -> None:
    text = "光合作用是植物利用光能把二氧化碳和水转化为有机物并释放氧气的过程。" * 10
    with pytest.raises(NoWordSpaces) as refused:
        OfflineQuestionProvider().generate(text=text, num_questions=5)
    assert "Chinese" in refused.value.message


def test_the_setting_offline_picks_the_new_generator(settings) -> None:
    settings.GENERATION_PROVIDER = "offline"
    assert provider_get().name == "offline"
    settings.GENERATION_PROVIDER = "local"
    assert provider_get().name == "local"
