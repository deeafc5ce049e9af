"""Edge cases of the offline generator's wording rules: words that look like a rule's trigger but are not."""

import pytest

from quizforge.generation.providers.local import (
    languages,
    plain_reversals,
    plain_sentences,
    statement_choices,
)
from quizforge.generation.providers.local.definitions import _indefinite
from quizforge.generation.providers.local.distractors import (
    QuestionContext,
    _echoes_the_sentence,
    _near_synonym,
)
from quizforge.generation.providers.local.keys import Key, KeyKind
from quizforge.generation.providers.local_provider import _ADDS_TO_BEFORE


@pytest.mark.parametrize(
    "sentence",
    [
        "Inflation is a general rise in prices that erodes real wages over the years.",
        "Unemployment is highest among single parents and among the young.",
    ],
)
def test_a_definition_of_a_state_or_process_is_no_persons_circumstances(sentence):
    assert not statement_choices.personal(sentence)


@pytest.mark.parametrize(
    ("sentence", "leans"),
    [
        ("The gain from child benefit is also included.", True),
        ("The particles were then exposed to the drug.", True),
        ("Then the particles were exposed to the drug.", True),
        ("The resistant bacteria divide as well.", True),
        ("If the cell divides, then the chromosomes are copied first.", False),
        ("The price of bread is too high for most families.", False),
        ("Cells as well as tissues need oxygen to grow.", False),
    ],
)
def test_a_statement_that_follows_on_from_the_one_before_is_told_by_its_words(sentence, leans):
    assert bool(_ADDS_TO_BEFORE.search(sentence)) is leans


@pytest.mark.parametrize(
    ("term", "article"),
    [("ion", "an"), ("hour", "an"), ("unit", "a"), ("European union", "a"), ("one-way valve", "a")],
)
def test_the_article_before_a_term_follows_its_sound(term, article):
    assert _indefinite(term) == article


def test_a_wrong_answer_without_a_word_is_no_echo_of_the_sentence():
    context = QuestionContext(
        sentence="Fecundity is strongly correlated with ______.",
        before="Fecundity is strongly correlated with ",
        after=".",
        document=" fecundity is strongly correlated with publications ",
        seed=1,
    )
    assert not _echoes_the_sentence("—", context)
    assert _echoes_the_sentence("correlation", context)


def test_a_french_opening_is_matched_as_whole_words():
    # "de plus" leans on the sentence before; "De plusieurs manières" does not
    assert not plain_sentences.readable(
        "De plus, le Gouvernement détermine et conduit la politique de la Nation.", languages.FRENCH
    )
    assert plain_sentences.readable(
        "De plusieurs manières, le Gouvernement détermine et conduit la politique de la Nation.",
        languages.FRENCH,
    )


@pytest.mark.parametrize(
    ("key", "wrong", "too_close"),
    [
        ("disqualification", "qualification", True),  # the key's word with a prefix
        ("composition", "composer", True),  # the key's word in another form
        ("division", "vision", False),  # a word that merely ends like it
        ("explanation", "nation", False),
    ],
)
def test_a_wrong_answer_is_too_close_only_when_it_is_the_keys_own_word(key, wrong, too_close):
    term = Key(kind=KeyKind.TERM, text=key, start=0, end=len(key), lemma=key)
    assert _near_synonym(term, wrong) is too_close


@pytest.mark.parametrize(
    "sentence",
    [
        "La commune peut créer des services publics locaux.",
        "Le maire peut créer des services publics locaux.",
    ],
)
def test_a_french_rule_opening_with_a_word_ending_in_ne_is_still_turned_round(sentence):
    # "commune" ends like "ne" but negates nothing: "La commune ne peut pas créer ..." is a false rule
    assert [turn.turned for turn in plain_reversals.turns(sentence, languages.FRENCH)] == ["ne peut pas"]
