import pytest

from quizforge.generation.providers.offline.languages import profile_for
from quizforge.generation.providers.offline.languages.detect import NoWordSpaces, language_detect
from quizforge.generation.testing.paragraphs import PARAGRAPHS

# Indonesian and Malay share most of their words: either profile serves.
KIN = {"id": {"id", "ms"}}


@pytest.mark.parametrize("code", sorted(PARAGRAPHS))
def test_the_language_of_each_paragraph_is_found(code: str) -> None:
    assert language_detect(PARAGRAPHS[code]) in KIN.get(code, {code})


def test_technical_text_full_of_english_words_keeps_its_own_language() -> None:
    text = (
        "Funkcja print() wypisuje tekst na ekranie, a funkcja input() pobiera dane od użytkownika. "
        "W języku Python lista jest uporządkowanym zbiorem elementów, który można modyfikować. "
        "Pętla for przechodzi po kolejnych elementach listy, a instrukcja if sprawdza warunek. "
    )
    assert language_detect(text) == "pl"


def test_japanese_is_named_when_refused() -> None:
    with pytest.raises(NoWordSpaces) as refused:
        language_detect("これは日本語の文章です。単語の間に空白がありません。" * 5)
    assert "Japanese" in refused.value.message


def test_a_language_without_a_file_gets_the_default_profile() -> None:
    profile = profile_for("sv")
    assert profile.phrases is None
    assert "och" in profile.stop_words
    assert profile_for("en").phrases is not None
