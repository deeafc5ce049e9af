"""Slide lines and table cells that extraction ran together into one "sentence": "... communication
skills Variables potentially related to persuasion." A capitalised common word right after a lower-case
word marks the seam, unless the document habitually capitalises its nouns (the Declaration's "the
Circumstances of our Emigration") or writes this word capitalised often (a name: "the Budget")."""

import re
from collections import Counter

from quizforge.generation.providers.local import lexicon

_SEAM = re.compile(r"(?P<previous>[A-Za-z\u2019']+|\)|\d)\s+(?P<word>[A-Z][a-z\u2019']+)\b")
_OLD_STYLE_SHARE = 0.06
_NAMING_VERBS = lexicon.word_set(
    """
    called named titled entitled
    """
)


class RunOnCheck:
    def __init__(self, texts: list[str]) -> None:
        capitalised: Counter[str] = Counter()
        words = 0
        for text in texts:
            words += len(text.split())
            capitalised.update(match.group("word") for match in _SEAM.finditer(text))
        self.habitual = {word for word, count in capitalised.items() if count >= 3}
        self.old_style = sum(capitalised.values()) > _OLD_STYLE_SHARE * max(words, 1)

    def runs_on(self, text: str) -> bool:
        for match in _SEAM.finditer(text):
            previous, word = match.group("previous"), match.group("word")
            lowered = word.lower().replace("\u2019", "'")
            if word in self.habitual or previous[:1].isupper() or lexicon.is_function_word(previous.lower()):
                continue  # "the Budget", "our Emigration", "Federal PKI": a name or an old-style noun
            if previous.lower() in _NAMING_VERBS:
                continue  # "a set of 13 books called Elements": a title
            if lexicon.is_function_word(lowered):
                return True  # "... critical processing It's thought that ..."
            if self.old_style:
                continue
            common = lexicon.can_be_noun(lowered) or lexicon.is_adjective_like(lowered)
            if common and lexicon.zipf(lowered) >= 3.0:
                return True
        return False
