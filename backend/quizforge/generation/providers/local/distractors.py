"""Wrong answers of the same type as the key: first from the same document, then from WordNet,
then (for numbers) plausible shifted values. None of them may be the key in another form, appear in
the question's own sentence, or make a statement the document also makes."""

import math
import random
import re
from dataclasses import dataclass

from quizforge.generation.providers.local import lexicon, wordnet
from quizforge.generation.providers.local.keys import DocumentKeys, Key, KeyKind, loose_phrase, term_is_sound
from quizforge.quizzes.questions import comparable

WANTED = 3
USED_ALIKE_WEIGHT = 3.0  # a term the document uses where it uses the key is the likeliest confusion
UNKNOWN_KIND_MIN_ALIKE = 0.15
_FRACTIONS = {
    "one half": 1 / 2, "one third": 1 / 3, "two thirds": 2 / 3, "one fourth": 1 / 4, "three fourths": 3 / 4,
    "one fifth": 1 / 5, "two fifths": 2 / 5, "three fifths": 3 / 5, "four fifths": 4 / 5,
}  # fmt: skip


@dataclass(frozen=True)
class QuestionContext:
    """What a distractor is checked against: the sentence with its gap, and the whole document."""

    sentence: str
    before: str  # sentence text before the key
    after: str  # sentence text after the key
    document: str  # the document's words in lower case, one space apart, with a space at each end
    seed: int
    # figures other questions of the quiz ask for, or its other findings turn on: no wrong answers here
    taken_figures: frozenset[str] = frozenset()


def distractors_for(key: Key, context: QuestionContext, document: DocumentKeys) -> list[str]:
    """Three wrong answers, or none for a term with fewer: a term with only two wrong answers of its kind
    gets a third that fits the blank less well, or the short list gives it away; the sentence is better
    asked with another key, or not at all."""
    found = candidate_distractors(key, context, document)
    if key.kind is KeyKind.TERM and len(found) < WANTED:
        return []
    return found


def candidate_distractors(key: Key, context: QuestionContext, document: DocumentKeys) -> list[str]:
    """Up to three wrong answers of the key's type and form, the likeliest confusion first."""
    if key.kind is KeyKind.TERM:
        found = _term_distractors(key, context, document)
    elif key.kind is KeyKind.YEAR:
        found = _year_distractors(key, context, document)
    elif key.kind is KeyKind.NUMBER:
        found = _number_distractors(key, context, document)
    elif key.kind is KeyKind.NUMBER_WORDS:
        found = _number_word_distractors(key, context, document)
    elif key.kind is KeyKind.ORDINAL:
        found = _ordinal_distractors(key, context)
    else:
        found = _calendar_distractors(key, context)
    if key.kind is KeyKind.TERM:
        found = [text for text in found if same_form(key.text, text)]
    return _distinct(key, found)[:WANTED]


def _common_noun(word: str) -> bool:
    """A word WordNet knows as a common noun ("budget": possession), not a name ("Liam", "Patrick")."""
    found = wordnet.noun_class(word.lower())
    return found is not None and found != "person"


def same_form(key: str, wrong: str) -> bool:
    """A wrong answer that does not stand out from the key by its form: as many words, the same
    capitalisation, digits where the key has digits."""
    key_words, wrong_words = key.split(), wrong.split()
    if (
        lexicon.parse_number_words(key_words) is not None
        and lexicon.parse_number_words(wrong_words) is not None
    ):
        return True  # "thirty" beside "twenty five": numbers written out are as long as they are
    if key[:1].isupper() and _common_noun(key_words[-1]) != _common_noun(wrong_words[-1]):
        return False  # "Budget" among "Liam", "Keith", "Aoife"
    if len(wrong) < 3 <= len(key):
        return False  # "ph" among "identity", "entropy"
    if (
        len(key_words) > 1
        and {word.lower() for word in key_words} & {word.lower() for word in wrong_words}
        and not wordnet.kinds_of_one_thing(key, wrong)  # "solid geometry" for "plane geometry"
    ):
        return False  # "magnetic force" for "magnetic field": too close, often also right
    if len(key_words) > 1 and all(word[:1].isupper() for word in key_words + wrong_words):
        return abs(len(key_words) - len(wrong_words)) <= 1  # names: "Charles Darwin", "Alfred Russel Wallace"
    return (
        len(key_words) == len(wrong_words)
        and [word[:1].isupper() for word in key_words] == [word[:1].isupper() for word in wrong_words]
        and any(char.isdigit() for char in key) == any(char.isdigit() for char in wrong)
    )


def _distinct(key: Key, found: list[str]) -> list[str]:
    seen = {comparable(key.text)}
    kept = []
    for text in found:
        folded = comparable(text)
        if folded not in seen:
            seen.add(folded)
            kept.append(text)
    return kept


# --- terms ----------------------------------------------------------------------------------------


def _term_distractors(key: Key, context: QuestionContext, document: DocumentKeys) -> list[str]:
    """Same-class terms of the document first, then WordNet siblings, then terms whose class is unknown."""
    from_document = _document_terms(key, context, document)
    unit = wordnet.is_unit(key.lemma)  # a unit's wrong answers are units, not other quantities ("maximum")
    if unit:
        from_document = [text for text in from_document if wordnet.is_unit(_head_lemma(text))]
    same_class_texts = _same_class_texts(key, document)
    same_class = [text for text in from_document if text in same_class_texts]
    unknown_class = [text for text in from_document if text not in same_class]
    if len(same_class) >= WANTED:
        found = same_class
    elif not _vague(key.noun_class) and not key.proper:
        found = same_class + _wordnet_terms(key, context, document)  # a known kind of thing: only its kind
    elif not key.proper:
        # a word WordNet does not know ("biliverdin"): only other such words, not things of a known kind
        vague = _vague_class_texts(document)
        found = [text for text in from_document if lexicon.noun_lemma(text.split()[-1]) in vague]
    else:
        found = same_class + _wordnet_terms(key, context, document) + unknown_class
    if unit:  # WordNet's siblings too
        found = [text for text in found if wordnet.is_unit(_head_lemma(text))]
    found = [text for text in found if not document.alike_named(key.text.split()[-1], text.split()[-1])]
    kind = _kind_defined(key, context)
    if kind is not None:  # "Postulate: A statement that ...": other statements ("lemma"), never "book"
        found = [text for text in found if wordnet.is_kind_of(_head_lemma(text), kind)]
    heads: set[str] = set()
    kept = []
    for text in found:
        head = _thing(key, text)
        if head not in heads:
            heads.add(head)
            kept.append(text)
    return kept


_DEFINED_KIND = re.compile(r"^\s*[:\u2013\u2014-]\s*(?:A|An|The)\s+([a-z]+)\b")


def _kind_defined(key: Key, context: QuestionContext) -> str | None:
    """The kind a glossary line says its term is ("Postulate: A statement that ..."), where WordNet agrees."""
    if context.before.strip():
        return None
    found = _DEFINED_KIND.match(context.after)
    if found is None:
        return None
    kind = lexicon.noun_lemma(found.group(1))
    return kind if wordnet.is_kind_of(key.lemma, kind) else None


def _thing(key: Key, text: str) -> str:
    """What a wrong answer names, for telling two of them apart: its head ("gene" and "essential gene" are
    one thing), or all of it where it is another kind of the key's own thing ("solid geometry" and
    "spherical geometry" for "plane geometry")."""
    head = _head_lemma(text)
    return lexicon.phrase_lemma(text) if " " in text and head == key.lemma.split()[-1] else head


def _head_lemma(text: str) -> str:
    return lexicon.noun_lemma(text.split()[-1].lower())


def _vague_class_texts(document: DocumentKeys) -> set[str]:
    """Head lemmas of the document's terms that WordNet does not know."""
    return {
        lemma.split()[-1]
        for lemma, occurrences in document.terms.items()
        if occurrences[0].noun_class is None
    }


def _same_class_texts(key: Key, document: DocumentKeys) -> set[str]:
    if _vague(key.noun_class):
        return set()
    texts = set()
    for occurrences in document.terms.values():
        if occurrences[0].noun_class == key.noun_class:
            for occurrence in occurrences:
                shaped = _shaped_like(key, occurrence)
                if shaped is not None:
                    texts.add(shaped)
    return texts


def _document_terms(key: Key, context: QuestionContext, document: DocumentKeys) -> list[str]:
    key_zipf = lexicon.zipf(key.lemma)
    key_acronym = _is_acronym(key.text)
    institution = key.proper and key.noun_class == "group" and bool(wordnet.noun_synsets(key.lemma))
    candidates: list[tuple[int, float, str, str]] = []  # (tier, -score, text, head)
    for lemma, occurrences in document.terms.items():
        sample = occurrences[0]
        if lemma == key.lemma or sample.proper != key.proper or _related(key, sample):
            continue
        if key_acronym != _is_acronym(sample.text) or abs(sample.words - key.words) > 1:
            continue  # an acronym among words (or a word among acronyms) gives itself away
        if not _usable_term(sample, count=len(occurrences), phrase_count=document.phrase_counts[lemma]):
            continue
        if loose_phrase(sample, document):
            continue  # "risky affairs" for "mentorship skills"
        if _only_before_of(occurrences, context):
            continue  # "Swarms" (of Officers) for the consent of our "Legislatures"
        if not any(term.sentence in document.statements for term in occurrences) and not _technical(sample):
            continue  # everyday words seen only in instructions, rubrics or titles ("step", "full credit")
        if _kind_of_each_other(key.lemma, lemma) and not _proved_unlike_the_key(occurrences, context):
            continue  # "drug" and "protease inhibitor": the wrong answer would be right too
        if (
            not _vague(key.noun_class)
            and not _vague(sample.noun_class)
            and key.noun_class != sample.noun_class
        ):
            continue
        same_class = not _vague(key.noun_class) and key.noun_class == sample.noun_class
        if not same_class and sample.words == 1 and "ADJ" in lexicon.pos_options(sample.text.lower()):
            continue  # "inferior", "due": more often adjectives
        plural = key.plural or _asks_for_plural(context.before)
        text = _shaped_like(key, _preferred_form(occurrences, plural=plural), plural=plural)
        if text is None or not _fits(text, key, context):
            continue
        score = (
            (1.0 if sample.words == key.words else 0.0)
            + 0.5 * min(len(occurrences), 3)
            - 0.4 * abs(lexicon.zipf(lemma) - key_zipf)
            + USED_ALIKE_WEIGHT * document.used_alike(key.lemma, lemma)
        )
        if not same_class and document.used_alike(key.lemma, lemma) < UNKNOWN_KIND_MIN_ALIKE:
            continue  # "terciles", "timescales" for "protégés": of no known kind and never used alike
        kin = same_class and _close_kin(key.lemma, lemma)
        if institution and not kin:
            continue  # "Army", "Militia" for "Congress": groups, but no body that makes laws
        tier = 0 if kin else 1 if same_class else 2
        candidates.append((tier, -score, text, lemma.split()[-1]))
    candidates.sort()
    return _different_heads([(text, head) for _, _, text, head in candidates])


_GATHERING_CLASSES = frozenset({"group", "quantity"})


def _only_before_of(occurrences: list[Key], context: QuestionContext) -> bool:
    """A word the document only writes before 'of' ('Swarms of Officers', 'a Multitude of new Offices')
    measures or gathers what follows: it reads as nonsense in a blank that no 'of' follows."""
    if re.match(r"\s+of\b", context.after, re.IGNORECASE):
        return False
    if not _GATHERING_CLASSES & wordnet.noun_classes(occurrences[0].lemma.split()[-1], senses=3):
        return False  # an act or a quality ("repetition of key messages") reads as well without its "of"
    forms = {" ".join(lexicon.words_of(occurrence.text)) for occurrence in occurrences}
    return all(
        context.document.count(f" {form} of ") == context.document.count(f" {form} ") > 0 for form in forms
    )


_UNPROVED = re.compile(
    r"\bwithout (?:proof|justification|being prov(?:ed|en))\b|\bunprov(?:ed|en)\b", re.IGNORECASE
)


def _proved_unlike_the_key(occurrences: list[Key], context: QuestionContext) -> bool:
    """A statement the document says is proved, where the key's line says it is accepted unproved: "all of
    Euclid's 465 propositions are proved from these 10 facts" beside "Postulate: A statement that we accept
    as true without justification". WordNet counts a postulate as a proposition; the document does not."""
    if not _UNPROVED.search(context.after):
        return False
    forms = {" ".join(lexicon.words_of(occurrence.text)) for occurrence in occurrences}
    return any(
        re.search(
            rf" {re.escape(form)} (?:is|are|was|were|can be|must be) (?:proved|proven|derived|deduced) ",
            context.document,
        )
        for form in forms
    )


def _close_kin(key: str, other: str) -> bool:
    """A term of the key's narrow kind ("Senate" for "Congress"), by the whole terms or their heads."""
    return wordnet.close_kin(key, other) or wordnet.close_kin(key.split()[-1], other.split()[-1])


def _different_heads(candidates: list[tuple[str, str]]) -> list[str]:
    """No two wrong answers that are the same thing ("gene" and "essential gene")."""
    picked: list[str] = []
    heads: set[str] = set()
    for text, head in candidates:
        if head not in heads:
            heads.add(head)
            picked.append(text)
    return picked


def _technical(term: Key) -> bool:
    """A term of the subject ("Lamarckian evolution", "plane geometry"), worth offering wherever the
    document mentions it, even in a question or an instruction."""
    words = term.lemma.split()
    return all(lexicon.zipf(word) < 4.0 for word in words) or (
        len(words) > 1
        and (bool(wordnet.noun_synsets(term.lemma)) or any(lexicon.zipf(word) < 3.0 for word in words))
    )


def _vague(noun_class: str | None) -> bool:
    """No class, or WordNet's top class ("entity", "individual", "location" in the abstract)."""
    return noun_class in (None, "Tops")


def _everyday_modifier(word: str) -> bool:
    """'new drugs' is just 'drugs' again; 'antiviral drugs' is a kind of drug."""
    return "ADJ" in lexicon.pos_options(word) and lexicon.zipf(word) >= 4.9


def _kind_of_each_other(first: str, second: str) -> bool:
    """One names a kind of the other (a protease inhibitor is a drug), directly or through the modifier
    of two terms with the same head ("HIV populations" and "virus populations")."""
    if wordnet.is_kind_of(first, second) or wordnet.is_kind_of(second, first):
        return True
    first_words, second_words = first.split(), second.split()
    first_head, second_head = first_words[-1], second_words[-1]
    if first_head != second_head and (
        wordnet.is_kind_of(first_head, second_head) or wordnet.is_kind_of(second_head, first_head)
    ):
        return True  # "good communication" for "persuasion", which is a kind of communication
    if len(first_words) == len(second_words) == 2 and first_words[-1] == second_words[-1]:
        return wordnet.is_kind_of(first_words[0], second_words[0]) or wordnet.is_kind_of(
            second_words[0], first_words[0]
        )
    return False


def _usable_term(term: Key, *, count: int, phrase_count: int) -> bool:
    if term.proper and term.words == 1 and wordnet.is_adjective(term.text.lower()):
        return False  # "American", "Greek": adjectives of origin, not names
    return term_is_sound(term, count=count, phrase_count=phrase_count)


def _is_acronym(text: str) -> bool:
    return len(text) > 1 and text.replace("-", "").isupper()


_PLURAL_CUES = lexicon.word_set("more many several few fewer various numerous these those both")


def _asks_for_plural(before: str) -> bool:
    """'leave more ______', 'very few or no ______': a count noun there is plural even when the key is
    not ('offspring')."""
    words = lexicon.words_of(before)[-3:]
    if not words:
        return False
    return words[-1] in _PLURAL_CUES or (words[-1] == "no" and bool(_PLURAL_CUES & set(words)))


def _preferred_form(occurrences: list[Key], *, plural: bool) -> Key:
    for occurrence in occurrences:
        if occurrence.plural == plural:
            return occurrence
    return occurrences[0]


def _shaped_like(key: Key, candidate: Key, *, plural: bool | None = None) -> str | None:
    """The candidate in the key's grammatical number (or the one the gap asks for) and its capitals."""
    if key.proper or candidate.proper:
        return candidate.text
    plural = key.plural if plural is None else plural
    words = candidate.text.split(" ")
    if len(words) > 1 and candidate.plural != plural:
        return None  # "natural selections": only single words are inflected safely
    last = lexicon.with_number(words[-1], plural=plural)
    if last is None:
        return None
    words[-1] = last
    return _cased_like(key.text, " ".join(words))


def _cased_like(key_text: str, text: str) -> str:
    """Documents that capitalise common nouns ("the Senate shall chuse their Officers") get capitalised
    choices; a lower-case key gets lower-case choices (acronyms stay as they are)."""
    first = key_text.split(" ")[0]
    all_capitalised = all(word[:1].isupper() for word in key_text.split(" "))
    if all_capitalised and not _is_acronym(first.split("-")[0]):
        return " ".join(word[:1].upper() + word[1:] for word in text.split(" "))
    if first[:1].islower():
        return " ".join(
            word if _is_acronym(word) else word[:1].lower() + word[1:] for word in text.split(" ")
        )
    return text


def _related(key: Key, other: Key) -> bool:
    """The same thing under another form ("gene" and "essential gene", "fecundity" and "fecundity
    distribution"). Two kinds of one thing ("plane geometry", "solid geometry") are not related: they
    make the best wrong answers."""
    key_words, other_words = key.lemma.split(), other.lemma.split()
    if set(key_words) <= set(other_words) or set(other_words) <= set(key_words):
        return True
    if key_words[-1] == other_words[-1]:
        own = set(key_words[:-1]) - set(other_words[:-1])
        others = set(other_words[:-1]) - set(key_words[:-1])
        return any(all(_everyday_modifier(word) for word in words) for words in (own, others))
    return key_words[-1] in other_words or other_words[-1] in key_words


def _wordnet_terms(key: Key, context: QuestionContext, document: DocumentKeys) -> list[str]:
    key_zipf = lexicon.zipf(key.lemma)
    acronym = _is_acronym(key.text)
    if (acronym and len(key.text) < 3) or max(key_zipf, lexicon.zipf(key.text.lower())) >= 5.0:
        return []  # everyday words have too many senses to pick the right siblings
    if key.words > 1 and not wordnet.noun_synsets(key.lemma):
        return []  # a phrase WordNet does not know: its head's siblings would not fit
    if key.proper and not any(sense.is_instance for sense in wordnet.noun_synsets(key.lemma)[:1]):
        return []
    key_words = set(key.lemma.split())
    candidates: list[tuple[float, str, str]] = []
    sentence_words = set(lexicon.words_of(context.sentence))
    sentence_words |= {lexicon.noun_lemma(word) for word in sentence_words}
    siblings = wordnet.siblings(key.lemma, sentence_words, topic=document.topic_words, enough=WANTED + 2)
    sense = wordnet.best_sense(key.lemma, sentence_words, document.topic_words)
    parents = sense.parents if sense is not None else ()
    for rank, sibling in enumerate(siblings):
        words = sibling.split()
        if len(words) > 3 or (
            {word.lower() for word in words} & key_words
            and not wordnet.kinds_of_one_thing(key.lemma, sibling)
        ):
            continue
        if not re.fullmatch(r"[A-Za-z' -]+", sibling) or lexicon.is_function_word(sibling):
            continue
        if acronym and len(words) > 1:
            continue  # "AZT" among drug names ("lamivudine"), not among descriptions
        if _named_otherwise(sibling, document.all_words if document.all_words.strip() else context.document):
            continue  # "elementary geometry" is the "Euclidean geometry" of the lecture's title: right too
        if sibling[:1].isupper() != key.proper and not acronym:
            continue  # a name among common nouns, or the reverse
        if not key.proper and len(words) == 1 and wordnet.never_a_noun_in_use(sibling):
            continue  # "converse": read as a verb, never as a noun
        sibling_zipf = lexicon.zipf(sibling.lower())
        if sibling_zipf < 2.0 <= key_zipf:
            continue  # an obscure word next to a familiar one
        if (
            not key.proper
            and sibling_zipf < lexicon.KNOWN_WORD_ZIPF
            and wordnet.in_a_lesser_sense(sibling.lower(), parents)
        ):
            continue  # "negation", a proposition in logic: a student knows the word as a denial, if at all
        text: str | None = sibling
        if not key.proper and not acronym:
            last = lexicon.with_number(words[-1], plural=key.plural)
            text = None if last is None else _cased_like(key.text, " ".join([*words[:-1], last]))
        if text is not None and _fits(text, key, context):
            candidates.append((abs(sibling_zipf - key_zipf) + 0.05 * rank, text, _thing(key, text)))
    candidates.sort()
    return _different_heads([(text, head) for _, text, head in candidates])


def _named_otherwise(sibling: str, document: str) -> bool:
    """The document uses another of the sibling's names: what it is about, not a wrong answer."""
    sense = next(iter(wordnet.noun_synsets(sibling)), None)
    return sense is not None and any(
        f" {' '.join(lexicon.words_of(name))} " in document
        for name in sense.words
        if name.lower() != sibling.lower()
        and len(name) > 3  # not a symbol ("V" for volt) that a formula of the document may use otherwise
    )


# --- checks shared by every kind --------------------------------------------------------------------


def _fits(text: str, key: Key, context: QuestionContext) -> bool:
    folded = comparable(text)
    if not folded or folded == comparable(key.text):
        return False
    if lexicon.contains_phrase(context.sentence, text):
        return False  # already in the sentence: it would be true, or a giveaway
    if _echoes_the_sentence(text, context):
        return False  # "correlated with correlation"
    if key.kind is KeyKind.TERM and _near_synonym(key, text):
        return False
    if not _article_agrees(context.before, text):
        return False
    return not _also_stated(text, context)


_PREFIXES = frozenset({"dis", "un", "in", "im", "il", "ir", "non", "re", "de", "mis", "anti", "pre", "sub"})
ECHO_STEM = 6  # letters two words share when one is the other's word in another part of speech


def _echoes_the_sentence(text: str, context: QuestionContext) -> bool:
    """A wrong answer built on a word of the sentence around the blank ('correlation' in 'is strongly
    correlated with ______') reads as a pun, and the key is plainly something else."""
    words = lexicon.words_of(text)
    if not words or len(words[-1]) < ECHO_STEM + 1:
        return False
    head = words[-1]
    stem = head[:ECHO_STEM]
    outside = lexicon.words_of(context.before) + lexicon.words_of(context.after)
    return any(word.startswith(stem) and len(word) > ECHO_STEM for word in outside)


def _near_synonym(key: Key, text: str) -> bool:
    """A wrong answer that means the key, or is the key's word in another form ('composer' for
    'composition'), would be right too or give the answer away."""
    lemma = lexicon.phrase_lemma(text)
    if wordnet.same_meaning(key.lemma, lemma) or wordnet.near_synonyms(key.lemma, lemma):
        return True  # "Consent" for "refusing his Assent": both right
    key_head, head = key.lemma.split()[-1], lemma.split()[-1]
    size = min(len(key_head), len(head))
    # one head twice ("plane geometry", "solid geometry") is two kinds of a thing: see _related
    if key_head == head or size < 5:
        return False
    if key_head[: max(5, size - 3)] == head[: max(5, size - 3)]:
        return True
    # the key's word with a prefix, or the reverse: "qualification" beside "disqualification" (not "vision"
    # beside "division")
    longer, shorter = (key_head, head) if len(key_head) > len(head) else (head, key_head)
    return longer.endswith(shorter) and longer[: -len(shorter)] in _PREFIXES


def _article_agrees(before: str, text: str) -> bool:
    article = before.rstrip().rsplit(" ", 1)[-1].lower() if before.strip() else ""
    if article not in ("a", "an"):
        return True
    starts_with_vowel = bool(re.match(r"(?i)[aeio]|u(?!ni|se|su|ro)|h(?:our|onou?r|eir)", text))
    return starts_with_vowel == (article == "an")


def _also_stated(text: str, context: QuestionContext) -> bool:
    """Would the sentence, with this choice in the gap, say something the document says elsewhere?"""
    left = lexicon.words_of(context.before)[-3:]
    right = lexicon.words_of(context.after)[:3]
    choice = lexicon.words_of(text)
    phrases = []
    if len(right) >= 2:
        phrases.append([*choice, *right])
    if len(left) >= 2:
        phrases.append([*left, *choice])
    return any(f" {' '.join(phrase)} " in context.document for phrase in phrases)


# --- years and numbers ------------------------------------------------------------------------------


def _year_distractors(key: Key, context: QuestionContext, document: DocumentKeys) -> list[str]:
    year = int(key.value or 0)
    sentence_years = set(re.findall(r"\b\d{4}\b", context.sentence))
    from_document = sorted(
        {
            other.text
            for other in document.years
            if other.text not in sentence_years and 2 <= abs(int(other.text) - year) <= 120
        },
        key=lambda text: (abs(int(text) - year), text),
    )
    picked = [text for text in from_document if _fits(text, key, context)][:2]
    rng = random.Random(context.seed)
    offsets = [offset for offset in range(-30, 31) if abs(offset) >= 3]
    rng.shuffle(offsets)
    for offset in offsets:
        candidate = str(year + offset)
        if len(picked) >= WANTED + 2:
            break
        if candidate not in sentence_years and all(abs(int(candidate) - int(p)) >= 3 for p in picked):
            picked.append(candidate)
    return picked


def _number_distractors(key: Key, context: QuestionContext, document: DocumentKeys) -> list[str]:
    value = key.value or 0.0
    percent = key.text.endswith("%")
    decimals = len(key.text.rstrip("%").split(".")[1]) if "." in key.text else 0
    in_sentence = {match.replace(",", "") for match in re.findall(r"\d[\d,]*(?:\.\d+)?", context.sentence)}
    picked: list[str] = []
    same_shape = [
        other
        for other in document.numbers
        if other.text.endswith("%") == percent
        and other.currency == key.currency  # euros for euros, never an age
        and ("." in other.text) == bool(decimals)
        and other.value
        and value
        and 0.2 <= other.value / value <= 5
        and other.text.rstrip("%").replace(",", "") not in in_sentence
        and not _counts_other_things(other.text, key, context)
        and other.text not in context.taken_figures
    ]
    for other in sorted(
        same_shape, key=lambda other: (abs(math.log((other.value or 1) / value)), other.text)
    ):
        if other.text not in picked and _fits(other.text, key, context):
            picked.append(other.text)
    # "1,460" beside "1,140" where the document groups thousands, though the key ("970") has none to group
    grouped = "," in key.text or any("," in other.text for other in document.numbers)
    for candidate in _shifted_numbers(value, decimals=decimals, seed=context.seed):
        text = _format_number(candidate, grouped=grouped, decimals=decimals) + ("%" if percent else "")
        if text.rstrip("%").replace(",", "") not in in_sentence and text not in picked and candidate > 0:
            picked.append(text)
    return picked


def _counts_other_things(text: str, key: Key, context: QuestionContext) -> bool:
    """ "269" (switches per link) for "over ______ years": a number the document gives of another thing."""
    counted = re.match(r"\s+([a-z]+)", context.after)
    if counted is None or not _a_counted_noun(counted.group(1)):
        return False
    written = " ".join(lexicon.words_of(text))
    after = re.search(rf" {re.escape(written)} ([a-z]+) ", context.document)
    return (
        after is not None
        and _a_counted_noun(after.group(1))
        and lexicon.noun_lemma(after.group(1)) != lexicon.noun_lemma(counted.group(1))
    )


def _a_counted_noun(word: str) -> bool:
    """'years', 'switches'; not 'higher' or 'of'."""
    return (
        not lexicon.is_function_word(word)
        and "NOUN" in lexicon.pos_options(word)
        and not lexicon.is_adjective_like(word)
    )


def _shifted_numbers(value: float, *, decimals: int, seed: int) -> list[float]:
    rng = random.Random(seed)
    if decimals == 0 and value < 12:
        steps = [value + delta for delta in (-2, -1, 1, 2, 3, 4) if value + delta > 0]
        rng.shuffle(steps)
        return steps
    factors = [0.5, 0.6, 0.75, 0.8, 1.25, 1.5, 1.6, 2.0]
    rng.shuffle(factors)
    shifted = []
    for factor in factors:
        candidate = value * factor
        if decimals == 0:
            magnitude = 10 ** max(len(str(int(value))) - 2, 0)
            candidate = max(round(candidate / magnitude) * magnitude, 1)
        else:
            candidate = round(candidate, decimals)
        if candidate != value:
            shifted.append(candidate)
    return shifted


def _format_number(value: float, *, grouped: bool, decimals: int) -> str:
    if decimals:
        return f"{value:.{decimals}f}"
    if grouped:
        return f"{int(value):,}"
    return str(int(value))


def _number_word_distractors(key: Key, context: QuestionContext, document: DocumentKeys) -> list[str]:
    sentence = context.sentence.lower()
    if key.text in _FRACTIONS:
        fractions = sorted(_FRACTIONS, key=lambda name: (abs(_FRACTIONS[name] - (key.value or 0)), name))
        return [
            name
            for name in fractions
            if name != key.text and name not in sentence and name not in context.taken_figures
        ]
    value = int(key.value or 0)
    from_document = sorted(
        {other.text for other in document.number_words if other.text not in _FRACTIONS and other.value},
        key=lambda text: (abs((lexicon.parse_number_words(text.split()) or 0) - value), text),
    )
    picked = [
        text
        for text in from_document
        if not lexicon.contains_phrase(sentence, text) and text not in context.taken_figures
    ][:2]
    deltas = (-1, 1, 2, -2, 3) if value <= 12 else (-5, 5, 10, -10, 15)
    for delta in deltas:
        candidate = value + delta
        if candidate > 1:
            text = lexicon.number_to_words(candidate)
            if (
                text not in picked
                and not lexicon.contains_phrase(sentence, text)
                and text not in context.taken_figures
            ):
                picked.append(text)
    return picked


def _ordinal_distractors(key: Key, context: QuestionContext) -> list[str]:
    value = int(key.value or 0)
    deltas = (1, -1, 2, -2, 3) if value > 3 else (1, 2, 3, -1)
    found = []
    for delta in deltas:
        candidate = value + delta
        if candidate < 2 or (not key.text[0].isdigit() and candidate not in _ORDINAL_NAMES):
            continue
        if key.text[0].isdigit():
            suffix = (
                "th" if 10 <= candidate % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(candidate % 10, "th")
            )
            text = f"{candidate}{suffix}"
        else:
            text = lexicon.match_case(_ORDINAL_NAMES[candidate], key.text)
        if not lexicon.contains_phrase(context.sentence, text):
            found.append(text)
    return found


_ORDINAL_NAMES = {value: name for name, value in lexicon.ORDINALS.items()}


def _calendar_distractors(key: Key, context: QuestionContext) -> list[str]:
    names = lexicon.MONTHS if key.text in lexicon.MONTHS else lexicon.WEEKDAYS
    position = names.index(key.text)
    nearby = sorted(
        (name for name in names if name != key.text),
        key=lambda name: (
            min(abs(names.index(name) - position), len(names) - abs(names.index(name) - position)),
            name,
        ),
    )
    return [name for name in nearby if name not in context.sentence]
