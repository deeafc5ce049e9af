"""Builders shared by the tests of the offline generator for documents not in English."""

from quizforge.generation.providers.local import (
    languages,
    plain_distractors,
    plain_keys,
    plain_sentences,
    plain_vocabulary,
)
from quizforge.generation.providers.local.plain_key_types import PlainKey, PlainKind, Vocabulary
from quizforge.generation.providers.local.sentences import Sentence


def vocabulary_of(text: str, language: languages.Language) -> tuple[Vocabulary, list[Sentence]]:
    """The document's vocabulary and its sentences, as the generator reads them."""
    found = plain_sentences.split(text, language)
    return plain_vocabulary.vocabulary(found, language, []), found


def key_named(sentence: Sentence, vocabulary: Vocabulary, text: str) -> PlainKey:
    """The sentence's key written as the text."""
    return next(
        key
        for key in plain_keys.keys_of(sentence, vocabulary.language, vocabulary.counts)
        if key.text == text
    )


def defined_named(vocabulary: Vocabulary, text: str) -> PlainKey:
    """The term the document defines written as the text."""
    return next(key for key in vocabulary.keys[PlainKind.DEFINED] if key.text == text)


def wrong_answers(
    text: str, language: languages.Language, term: str, *, within: str = "", wanted: int = 3
) -> list[str]:
    """The wrong answers for the key written as the term in the document's first sentence that says
    `within`."""
    vocabulary, found = vocabulary_of(text, language)
    sentence = next(sentence for sentence in found if within in sentence.text)
    key = key_named(sentence, vocabulary, term)
    return plain_distractors.distractors(key, sentence.text, vocabulary, wanted=wanted)
