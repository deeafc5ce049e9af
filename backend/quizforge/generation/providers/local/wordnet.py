"""A small reader for the WordNet files that Debian's `wordnet-base` installs.

It reads the files directly (binary search in the sorted index, a seek into the data file), so nothing
is loaded up front, and does only what distractor building uses: the sense of a noun that fits the
document (simplified Lesk: the sense whose gloss shares most words with the document), its semantic
class, and its co-hyponyms ("siblings").
"""

import os
import re
from collections.abc import Collection
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from quizforge.generation.providers.local import lexicon

WORDNET_DIR = Path(os.environ.get("WORDNET_DIR", "/usr/share/wordnet"))

# WordNet 3.0's fixed lexicographer file numbers for nouns (the `lexnames` table).
_NOUN_CLASSES = {
    3: "Tops", 4: "act", 5: "animal", 6: "artifact", 7: "attribute", 8: "body", 9: "cognition",
    10: "communication", 11: "event", 12: "feeling", 13: "food", 14: "group", 15: "location",
    16: "motive", 17: "object", 18: "person", 19: "phenomenon", 20: "plant", 21: "possession",
    22: "process", 23: "quantity", 24: "relation", 25: "shape", 26: "state", 27: "substance", 28: "time",
}  # fmt: skip
_MIN_PARENT_DEPTH = 4
_GLOSS_STOPWORDS = lexicon.word_set(
    """
    a an the of or and to in on for with by as at from that which who is are be used any one some its it
    their especially usually e.g. something someone often can may might will would should must could has
    have had been being was were not but into
    """
)


@dataclass(frozen=True)
class Synset:
    offset: int
    noun_class: str
    words: tuple[str, ...]
    parents: tuple[int, ...]
    children: tuple[int, ...]
    is_instance: bool
    gloss_words: frozenset[str]
    verbs: tuple[int, ...] = ()  # the verbs the noun is derived from or gives ("assent" -> to assent)


@lru_cache(maxsize=50000)
def _index_entry(lemma: str, part_of_speech: str = "noun") -> tuple[bytes, ...]:
    """The index.<pos> line of a lemma, split in fields: binary search in the file (sorted byte-wise, as
    WordNet's own library expects), so nothing is loaded up front."""
    path = WORDNET_DIR / f"index.{part_of_speech}"
    if not lemma or not path.is_file():
        return ()
    target = lemma.encode("utf-8")
    with open(path, "rb") as index:
        low, high = 0, index.seek(0, os.SEEK_END)
        while low < high:
            middle = (low + high) // 2
            index.seek(middle)
            if middle:
                index.readline()  # skip to the start of the next whole line
            line = index.readline()
            if line and line.split(b" ", 1)[0] < target:
                low = middle + 1
            else:
                high = middle
        index.seek(low)
        if low:
            index.readline()
        for _ in range(2):  # the line at `low` or the one after it
            fields = tuple(index.readline().split())
            if fields and fields[0] == target:
                return fields
    return ()


def _offsets(lemma: str, part_of_speech: str = "noun") -> tuple[int, ...]:
    fields = _index_entry(lemma, part_of_speech)
    if not fields:
        return ()
    return tuple(int(offset) for offset in fields[-int(fields[2]) :])


def _tagged_senses(lemma: str, part_of_speech: str) -> int:
    """How often the word was seen in that part of speech in WordNet's tagged corpus."""
    fields = _index_entry(lemma, part_of_speech)
    return int(fields[-int(fields[2]) - 1]) if fields else 0


def more_often_adjective(word: str) -> bool:
    """'red', 'green': colours and qualities more than things."""
    return _tagged_senses(_lemma(word), "adj") > _tagged_senses(_lemma(word), "noun")


def more_often_verb(lemma: str) -> bool:
    """'comes', 'gathers', 'leads' are mostly verbs; 'lines', 'groups', 'increases' mostly nouns."""
    return _tagged_senses(_lemma(lemma), "verb") > _tagged_senses(_lemma(lemma), "noun")


def used_as_verb(lemma: str) -> bool:
    """'limit', 'cause': verbs in use, if less often than nouns; 'sector' never is."""
    return _tagged_senses(_lemma(lemma), "verb") > 0


@lru_cache(maxsize=20000)
def synset(offset: int) -> Synset:
    with open(WORDNET_DIR / "data.noun", "rb") as data:
        data.seek(offset)
        line = data.readline().decode("utf-8", errors="replace")
    head, _, gloss = line.partition(" | ")
    fields = head.split()
    word_count = int(fields[3], 16)
    words = tuple(fields[4 + 2 * i].replace("_", " ") for i in range(word_count))
    position = 4 + 2 * word_count
    pointer_count = int(fields[position])
    parents: list[int] = []
    children: list[int] = []
    verbs: list[int] = []
    is_instance = False
    for i in range(pointer_count):
        symbol, target, pos = fields[position + 1 + 4 * i : position + 4 + 4 * i]
        if pos == "v" and symbol == "+":
            verbs.append(int(target))
        if pos != "n":
            continue
        if symbol in ("@", "@i"):
            parents.append(int(target))
            is_instance = is_instance or symbol == "@i"
        elif symbol in ("~", "~i"):
            children.append(int(target))
    definition = gloss.split(";")[0]
    return Synset(
        offset=offset,
        noun_class=_NOUN_CLASSES.get(int(fields[1]), "other"),
        words=words,
        parents=tuple(parents),
        children=tuple(children),
        is_instance=is_instance,
        gloss_words=frozenset(re.findall(r"[a-z]{3,}", definition.lower())) - _GLOSS_STOPWORDS,
        verbs=tuple(verbs),
    )


@lru_cache(maxsize=20000)
def _verb_parents(offset: int) -> tuple[int, ...]:
    path = WORDNET_DIR / "data.verb"
    if not path.is_file():
        return ()
    with open(path, "rb") as data:
        data.seek(offset)
        fields = data.readline().decode("utf-8", errors="replace").partition(" | ")[0].split()
    position = 4 + 2 * int(fields[3], 16)
    pointers = (fields[position + 1 + 4 * i : position + 4 + 4 * i] for i in range(int(fields[position])))
    return tuple(int(target) for symbol, target, pos in pointers if symbol == "@" and pos == "v")


def _verb_ancestors(offset: int, steps: int) -> set[int]:
    found = {offset}
    frontier = {offset}
    for _ in range(steps):
        frontier = {parent for node in frontier for parent in _verb_parents(node)}
        found |= frontier
    return found


def _lemma(phrase: str) -> str:
    return phrase.strip().lower().replace(" ", "_").replace("-", "_")


def noun_synsets(phrase: str) -> list[Synset]:
    """Senses of a noun phrase, most frequent first (the lemma is expected in its base form)."""
    return [synset(offset) for offset in _offsets(_lemma(phrase))]


def is_adjective(word: str) -> bool:
    return bool(_offsets(_lemma(word), "adj"))


def best_sense(phrase: str, context: Collection[str] = (), topic: Collection[str] = ()) -> Synset | None:
    """Simplified Lesk: the sense whose definition shares most words with the context (the sentence
    the word is in), with the document's topic words as a weaker hint; ties go to the most frequent sense."""
    senses = noun_synsets(phrase)[:4]
    if not senses:
        return None
    near, far = set(context), set(topic)

    def fit(rank: int) -> tuple[float, int]:
        gloss = senses[rank].gloss_words
        return len(gloss & near) + 0.25 * len(gloss & far), -rank

    return senses[max(range(len(senses)), key=fit)]


def noun_class(phrase: str, context: Collection[str] = (), topic: Collection[str] = ()) -> str | None:
    sense = best_sense(phrase, context, topic)
    return sense.noun_class if sense else None


def noun_classes(phrase: str, *, senses: int = 2) -> frozenset[str]:
    return frozenset(sense.noun_class for sense in noun_synsets(phrase)[:senses])


def siblings(
    phrase: str,
    context: Collection[str] = (),
    *,
    topic: Collection[str] = (),
    enough: int = 8,
    limit: int = 60,
) -> list[str]:
    """Co-hyponyms of the sense that fits the context, nearest first: other children of the same parent,
    then, for a named instance with few such siblings, other instances one class higher. With topic
    words, only siblings whose definition shares one of them are kept ('gene' gets 'codon', not 'string')."""
    sense = best_sense(phrase, context, topic)
    if sense is None:
        return []
    own = {phrase.strip().lower(), *(word.lower() for word in sense.words)}
    found: list[Synset] = []
    for parent in _specific(sense.parents):
        found.extend(_children(parent, like=sense))
    unit = _a_unit(sense)
    # instances often sit alone under a narrow class, and so do units ('tesla' and 'gauss' measure flux
    # density; 'weber', 'ampere', 'volt' are its electromagnetic cousins)
    if (sense.is_instance or unit) and len(found) < enough:
        cousins: list[Synset] = []
        for parent in sense.parents:
            for grandparent in _specific(synset(parent).parents):
                cousins.extend(_children(grandparent, like=sense))
                for uncle in synset(grandparent).children:
                    if uncle != parent:
                        cousins.extend(_children(uncle, like=sense))
        found.extend(cousin for cousin in cousins if not unit or not cousin.children)  # units, not kinds
    topic_words = set(topic)
    needed_overlap = 2 if len(topic_words) > 150 else 1  # a long document shares a word with nearly anything
    unique: list[str] = []
    seen: set[str] = set()
    for sibling in found:
        word = sibling.words[0]
        if word.lower() in own or word.lower() in seen:
            continue
        if topic_words and not sense.is_instance and len(sibling.gloss_words & topic_words) < needed_overlap:
            continue
        seen.add(word.lower())
        unique.append(word)
    return unique[:limit]


def never_a_noun_in_use(word: str) -> bool:
    """ "converse", "universal": seen as a verb or an adjective in WordNet's tagged texts, never as a noun."""
    lemma = _lemma(word)
    return _tagged_senses(lemma, "noun") == 0 and (
        _tagged_senses(lemma, "verb") > 0 or _tagged_senses(lemma, "adj") > 0
    )


def in_a_lesser_sense(noun: str, parents: Collection[int]) -> bool:
    """Whether the noun is of one of these kinds only in a sense other than its commonest: "negation" is a
    proposition in logic, but first of all a denial."""
    senses = noun_synsets(noun)
    under = [rank for rank, sense in enumerate(senses) if set(sense.parents) & set(parents)]
    return bool(under) and under[0] > 0


def is_unit(noun: str) -> bool:
    """'tesla', 'gauss', 'amp' in their common sense; not 'gamma', a letter first."""
    senses = _common_senses(_lemma(noun))
    return bool(senses) and _a_unit(senses[0])


def _a_unit(sense: Synset) -> bool:
    units = {unit.offset for unit in noun_synsets("unit of measurement")}
    return bool(units & _ancestors(sense.offset).keys())


def _specific(parents: tuple[int, ...]) -> list[int]:
    """Parents narrow enough for their children to be alternatives of one kind: the children of
    'attribute' or 'unit' (trait, character, shape; molecule, chain, group) are too loosely related, and
    some of them mean nearly the same."""
    return [parent for parent in parents if depth(parent) >= _MIN_PARENT_DEPTH]


@lru_cache(maxsize=20000)
def depth(offset: int) -> int:
    """Steps from the top of the hierarchy ('entity' is 0) along the first parents."""
    parents = synset(offset).parents
    return 1 + depth(parents[0]) if parents else 0


def same_meaning(first: str, second: str, *, senses: int = 3) -> bool:
    """Whether two nouns share one of their frequent senses ('physician' and 'doctor' as wrong
    answers of each other would both be right)."""
    first_senses = {sense.offset for sense in noun_synsets(first)[:senses]}
    return bool(first_senses) and any(sense.offset in first_senses for sense in noun_synsets(second)[:senses])


def kinds_of_one_thing(first: str, second: str) -> bool:
    """Two phrases WordNet knows that name two kinds of one thing ("plane geometry", "solid geometry"):
    the same head, other modifiers, neither a kind of the other nor the same sense."""
    first_words, second_words = first.lower().split(), second.lower().split()
    return (
        len(first_words) > 1
        and len(second_words) > 1
        and first_words[-1] == second_words[-1]
        and not set(first_words[:-1]) & set(second_words[:-1])
        and bool(noun_synsets(first))
        and bool(noun_synsets(second))
        and not same_meaning(first, second)
        and not is_kind_of(first, second)
        and not is_kind_of(second, first)
        and close_kin(first, second)  # not "nervous system" and "solar system": two senses of "system"
    )


@lru_cache(maxsize=20000)
def is_kind_of(narrow: str, broad: str, depth: int = 8) -> bool:
    """Whether some sense of `narrow` has some sense of `broad` among its ancestors."""
    targets = {sense.offset for sense in noun_synsets(broad)}
    if not targets:
        return False
    frontier = [parent for sense in noun_synsets(narrow)[:3] for parent in sense.parents]
    for _ in range(depth):
        if targets & set(frontier):
            return True
        frontier = [parent for offset in frontier for parent in synset(offset).parents]
    return False


def _children(parent: int, *, like: Synset) -> list[Synset]:
    found = []
    for child in synset(parent).children:
        if child == like.offset:
            continue
        sibling = synset(child)
        if sibling.is_instance == like.is_instance:
            found.append(sibling)
    return found


CLOSE_KIN_DEPTH = 5  # a shared ancestor this specific ("legislature", "assembly", "person") ...
CLOSE_KIN_STEPS = 4  # ... reached in this many steps from both words together
NEAREST_KIN_STEPS = 2  # a parent or grandparent in common is close at any depth
KIN_MAX_KINDS = 60  # 'person' has hundreds of kinds: a citizen and a commander are not of one kind


@lru_cache(maxsize=20000)
def _ancestors(offset: int, limit: int = 12) -> dict[int, int]:
    """Every ancestor of a sense with the fewest steps to it."""
    steps = {offset: 0}
    frontier = [offset]
    for step in range(1, limit):
        frontier = [parent for node in frontier for parent in synset(node).parents if parent not in steps]
        for parent in frontier:
            steps.setdefault(parent, step)
    return steps


@lru_cache(maxsize=50000)
def close_kin(first: str, second: str, *, senses: int = 2) -> bool:
    """Two nouns of one narrow kind: Congress and the Senate (legislatures), Congress and a court
    (assemblies), a citizen and an elector; not Congress and the Navy, which meet only at 'social group',
    nor a legislature and an army, which meet at 'gathering' four steps away."""
    for one in _common_senses(first)[:senses]:
        mine = _ancestors(one.offset)
        for other in _common_senses(second)[:senses]:
            theirs = _ancestors(other.offset)
            for shared in mine.keys() & theirs.keys():
                steps = mine[shared] + theirs[shared]
                if steps <= NEAREST_KIN_STEPS or (
                    steps <= CLOSE_KIN_STEPS
                    and depth(shared) >= CLOSE_KIN_DEPTH
                    and len(synset(shared).children) <= KIN_MAX_KINDS
                ):
                    return True
    return False


def _common_senses(noun: str) -> list[Synset]:
    """Senses of a common noun: 'elector' a voter, not the German prince WordNet spells 'Elector'."""
    return [sense for sense in noun_synsets(noun) if not sense.words[0][:1].isupper()]


NEAR_SYNONYM_VERB_STEPS = 2


@lru_cache(maxsize=50000)
def near_synonyms(first: str, second: str, *, senses: int = 2) -> bool:
    """Two nouns for nearly the same act, by their verbs: to assent is to agree, and to agree is to accept
    or consent, so "his Assent" and "his Consent" would both be right; "increase" and "decrease" are two
    kinds of change, not one the other."""
    first_verbs = {verb for sense in noun_synsets(first)[:senses] for verb in sense.verbs}
    second_verbs = {verb for sense in noun_synsets(second)[:senses] for verb in sense.verbs}
    if first_verbs & second_verbs:
        return True
    return any(
        verb in _verb_ancestors(other, NEAR_SYNONYM_VERB_STEPS)
        or other in _verb_ancestors(verb, NEAR_SYNONYM_VERB_STEPS)
        for verb in first_verbs
        for other in second_verbs
    )
