"""How central a sentence is to its document: the cosine between the sentence's terms and the whole
document's (centroid-based summarisation, Radev et al. 2004, "Centroid-based summarization of multiple
documents"). A sentence that shares the words the document keeps coming back to states one of its main
ideas; a method detail or a side remark shares few of them."""

import math
import re
from collections import Counter

from quizforge.generation.providers.local import lexicon
from quizforge.generation.providers.local.sentences import Sentence

_WORD = re.compile(r"[^\W\d_]{3,}")
# rarer words weigh more, as in keyness: "fecundity" says more about a paper than "number"
_EVERYDAY_ZIPF = 6.3
_MIN_WEIGHT = 0.15


def centrality(sentences: list[Sentence]) -> dict[int, float]:
    """Each sentence's closeness to the document's centroid, from 0 to 1 (the most central)."""
    bags = {sentence.index: _terms(sentence.text) for sentence in sentences}
    centroid: Counter[str] = Counter()
    for bag in bags.values():
        centroid.update(bag.keys())  # in how many sentences each word appears
    weights = {word: count * _rarity(word) for word, count in centroid.items() if count >= 2}
    centroid_norm = math.sqrt(sum(weight * weight for weight in weights.values())) or 1.0
    scores: dict[int, float] = {}
    for index, bag in bags.items():
        shared = sum(weights.get(word, 0.0) * _rarity(word) for word in bag)
        norm = math.sqrt(sum(_rarity(word) ** 2 for word in bag)) or 1.0
        scores[index] = shared / (norm * centroid_norm)
    best = max(scores.values(), default=0.0) or 1.0
    return {index: score / best for index, score in scores.items()}


def _terms(text: str) -> Counter[str]:
    words = (word.lower() for word in _WORD.findall(text))
    return Counter(lexicon.noun_lemma(word) for word in words if not lexicon.is_function_word(word))


def _rarity(word: str) -> float:
    return max((_EVERYDAY_ZIPF - lexicon.zipf(word)) / 3.5, _MIN_WEIGHT)
