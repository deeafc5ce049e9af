"""The pure parts behind the OpenAI provider: passages, spreading, finding quotes, reading model answers."""

import json

import pytest

from quizforge.generation.chunking import counts_spread, passages_plan
from quizforge.generation.providers.chat_output import answer_items, item_repaired
from quizforge.generation.sources import SourceIndex, source_locate
from quizforge.generation.testing.sample_document import DOCUMENT
from quizforge.quizzes.questions import question_validate


def test_counts_follow_the_size_of_each_part():
    assert counts_spread([100, 100, 100, 100], 8) == [2, 2, 2, 2]
    assert counts_spread([300, 100], 8) == [6, 2]
    assert counts_spread([100] * 10, 3) == [0, 1, 0, 0, 0, 1, 0, 0, 1, 0]
    assert sum(counts_spread([17, 250, 3, 90], 13)) == 13
    assert counts_spread([], 5) == []


def test_few_questions_over_many_parts_reach_both_ends_of_the_document():
    counts = counts_spread([100] * 20, 4)

    assert sum(counts) == 4
    assert max(counts) == 1
    assert counts.index(1) <= 3
    assert len(counts) - 1 - counts[::-1].index(1) >= 16


def test_a_document_is_cut_into_about_one_passage_per_request():
    document = "\n\n".join(f"Paragraph {n} says something of its own about rivers." for n in range(400))

    plan = passages_plan(document, requests=4, min_chars=500, max_chars=4000)

    assert len(plan) == 4
    assert max(p.weight for p in plan) - min(p.weight for p in plan) < 200
    assert all(len(passage.text) <= 4000 and passage.text in document for passage in plan)
    # Each passage stands for a whole region; a region longer than a passage is shown by its middle.
    assert sum(passage.weight for passage in plan) >= len(document) - 2 * len(plan)
    assert not plan[0].text.startswith("Paragraph 0 ")
    assert not plan[-1].text.endswith("Paragraph 399 says something of its own about rivers.")
    assert plan[-1].text.startswith("Paragraph 3")


def test_a_short_document_is_one_passage():
    plan = passages_plan(DOCUMENT, requests=3, min_chars=5000, max_chars=12000)

    assert [passage.text for passage in plan] == [DOCUMENT.strip()]


@pytest.mark.parametrize(
    "quote",
    [
        "Warm air can hold more water vapour than cold air.",
        "warm AIR can hold   more water vapour than cold air",
        "Warm air can hold more water vapor than cold air.",  # one word spelt differently
        "Evaporation turns liquid water into water vapour. The energy for evaporation comes from the Sun",
    ],
)
def test_quotes_are_found_despite_case_spacing_and_small_slips(quote):
    passage = source_locate(quote, SourceIndex.of(DOCUMENT))

    assert passage is not None
    assert passage in " ".join(DOCUMENT.split())


@pytest.mark.parametrize(
    "quote",
    [
        "Warm air always holds less water vapour than the oceans do at night.",
        "The Moon controls the water cycle through the tides of rivers.",
        "water",
        "",
    ],
)
def test_quotes_the_document_does_not_say_are_not_found(quote):
    assert source_locate(quote, SourceIndex.of(DOCUMENT)) is None


def test_answers_are_read_from_fenced_wrapped_or_bare_json():
    item = {"question": "Q?", "choices": ["a", "b"], "correct_answer": "a", "explanation": "e", "source": "s"}

    assert answer_items(json.dumps({"language": "English", "questions": [item]})) == [item]
    assert answer_items("```json\n" + json.dumps([item]) + "\n```") == [item]
    assert answer_items("Here you go: " + json.dumps({"questions": [item]}) + " Enjoy!") == [item]
    assert answer_items('{"questions": [{"question": "cut') == []
    assert answer_items(None) == []


def test_an_answer_given_as_a_letter_or_with_its_label_becomes_the_choice_text():
    raw = {
        "question": "Which process turns vapour into droplets?",
        "options": ["A) Evaporation", "B) Condensation", "C) Infiltration", "D) Runoff"],
        "answer": "B",
        "rationale": "Condensation is cooling vapour becoming droplets.",
        "quote": "Condensation happens when water vapour cools.",
    }

    repaired = question_validate(item_repaired(raw), require_explanation=True)

    assert repaired["choices"] == ["Evaporation", "Condensation", "Infiltration", "Runoff"]
    assert repaired["correct_answer"] == "Condensation"


def test_duplicate_choices_are_removed_and_the_answer_matched_without_case():
    raw = {
        "question": "Q?",
        "choices": ["Aquifer", "aquifer ", "Glacier", "Delta"],
        "correct_answer": "AQUIFER",
        "explanation": "e",
        "source": "s",
    }

    repaired = question_validate(item_repaired(raw), require_explanation=True)

    assert repaired["choices"] == ["Aquifer", "Glacier", "Delta"]
    assert repaired["correct_answer"] == "Aquifer"
