"""Questions by language-independent methods: a gap-fill on a whole sentence whose blank is a key term,
name or number, and "Which statement is true according to the document?" whose wrong choices are other
sentences of the document made false by putting another key of the same kind in place of one of theirs.

Sentences are ranked by what they carry (a defined term first, then names, quantities and the document's
repeated terms) and taken spread over the document."""

import random
import re
import zlib
from collections import Counter
from dataclasses import dataclass

from quizforge.generation.providers.local import (
    explanations,
    plain_definitions,
    plain_distractors,
    plain_keys,
    plain_labels,
    plain_lists,
    plain_reversals,
    plain_sentences,
    plain_words,
    statement_choices,
)
from quizforge.generation.providers.local.languages import Language
from quizforge.generation.providers.local.plain_key_types import PlainKey, PlainKind, Vocabulary
from quizforge.generation.providers.local.sentences import Sentence
from quizforge.quizzes.questions import Question, comparable

GAP = "______"
CHOICES = 4
STATEMENT_MAX_CHARS = 260
_WORD = re.compile(r"[^\W\d_]+")
_LABEL = re.compile(r"[^\W\d_]+:\s")
_NOTE_AFTER_STOP = re.compile(r"[.!?]\s*[\[(]")
_ALIAS = re.compile(r"\s?[\[(][^\W\d_]")
_YEAR_RANGE = re.compile(r"\b\d{4}\s?[-–]\s?\d{4}\b")


@dataclass
class _Candidate:
    sentence: Sentence
    keys: list[PlainKey]  # best first
    score: float


class PlainQuizBuilder:
    def __init__(
        self, every_sentence: list[Sentence], vocabulary: Vocabulary, *, avoid: list[set[str]] | None = None
    ):
        found = [
            sentence
            for sentence in every_sentence
            if not isinstance(sentence, plain_definitions.DefiningSentence)
        ]
        self.vocabulary = vocabulary
        self.language: Language = vocabulary.language
        self.frame = _frame(found)
        self.marker_words = {word for marker in self.language.definition_markers for word in marker.split()}
        self.labelled: dict[int, plain_labels.LabelDefinition] = {}
        entries = plain_lists.entries(found, self.language)
        self.mostly_entries = plain_lists.mostly_entries(found, entries)
        self.pool = [
            candidate
            for sentence in found
            if sentence.index not in entries and (candidate := self._candidate(sentence))
        ]
        self.used_sentences: list[set[str]] = list(avoid or [])
        self.shown: list[str] = []  # the sentences the quiz shows so far, in lower case
        self.swapped_names: list[str] = []  # the names put into false statements, in lower case
        self.used_keys: set[str] = set()
        self.statements_made = 0

    def _candidate(self, sentence: Sentence) -> _Candidate | None:
        labelled = plain_labels.label_definition(sentence.text, self.vocabulary)
        if labelled is not None:
            self.labelled[sentence.index] = labelled
            return _Candidate(sentence, [], LABEL_SCORE)
        if _NOTE_AFTER_STOP.search(sentence.text):
            return None  # "... רציף: עקום. [ובלבד ש...]": a slide's line and a note on it, not one statement
        if self._subject_elsewhere(sentence.text):
            return None
        if _LABEL.match(sentence.text):
            return None  # "Hinweis: ...", "נימוק: ...": a note or an answer of an exercise, out of its place
        keys = [
            key
            for key in plain_keys.keys_of(sentence, self.language, self.vocabulary.counts)
            if (key.kind is PlainKind.NAME or not plain_keys.is_topic(key.text, self.vocabulary))
            and not self._obvious(sentence.text, key)
        ]
        if plain_sentences.in_notation(sentence.text, self.language):
            # "A ⊆ X heißt abgeschlossen, wenn X \ A offen ist": the defined term is the point, never a
            # symbol's index ("U0"), and the sentence is no statement to be made false
            keys = [key for key in keys if key.kind is PlainKind.DEFINED]
            return _Candidate(sentence, keys, _score(keys, self.vocabulary)) if keys else None
        if not keys:
            # a rule with nothing to blank can still be turned round: a choice of a true-statement question
            turnable = ":" not in sentence.text and plain_reversals.turns(sentence.text, self.language)
            return _Candidate(sentence, [], TURNABLE_SCORE) if turnable else None
        return _Candidate(sentence, keys, _score(keys, self.vocabulary))

    def _subject_elsewhere(self, text: str) -> bool:
        """An opening phrase without a subject and then a pronoun for one: "Sur la proposition du Premier
        ministre, il nomme ..." does not say who "il" is."""
        opening, comma, rest = text.partition(",")
        first = _WORD.findall(opening)[:1]
        after = _WORD.findall(rest)[:1]
        language = self.language
        return bool(
            comma
            and first
            and after
            and first[0].lower() in language.stopwords
            and after[0].lower() in language.subject_pronouns
        )

    def _list_item(self, text: str, key: PlainKey) -> bool:
        """One item of a list ("de liberté, d'égalité et de fraternité", "поэта, ______, драматурга"): the
        others tell its kind, and which of them is asked is seldom the point."""
        conjunction = re.escape(self.language.and_word) if self.language.and_word else "(?!)"
        before, after = text[: key.start], text[key.end :]
        after_and = re.search(rf"\s{conjunction}\s(?:\S+\s)?$", before) is not None
        before_and = re.match(rf"\s{conjunction}\s", after) is not None
        between_commas = re.search(r",\s(?:\S+\s)?$", before) is not None and after.startswith(",")
        last_of_list = re.search(r"\S+,\s\S+,\s$", before) is not None
        first_of_list = after.startswith(",") and re.search(rf"\s{conjunction}\s", after[:40]) is not None
        return after_and or before_and or between_commas or first_of_list or last_of_list

    def _obvious(self, text: str, key: PlainKey) -> bool:
        """The rest of the sentence gives the key away: it repeats it or a word of its stem."""
        rest = (text[: key.start] + " " + text[key.end :]).lower()
        if key.kind in (PlainKind.TERM, PlainKind.ORDINAL, PlainKind.NAME) and plain_keys.in_set_phrase(
            key, text, self.vocabulary
        ):
            return True
        if plain_keys.other_ordinal_fits(key, text, self.vocabulary):
            return True
        if key.kind is PlainKind.DEFINED and plain_definitions.shares_stem(key.text, rest):
            return True  # "A heißt ______, wenn es eine Retraktion r auf A ... gibt": "Deformationsretrakt"
        if key.kind is PlainKind.TERM and (self._list_item(text, key) or key.text.lower() in self.frame):
            return True  # a word most sentences share ("писателя") is guessed from the others
        if key.kind is PlainKind.NUMBER and _YEAR_RANGE.search(text):
            return True  # "90 лет со дня рождения ... (1927-1988)": the dates give the anniversary away
        if key.kind in (PlainKind.NUMBER, PlainKind.YEAR):
            return re.search(rf"(?<!\d){re.escape(key.text.strip('€$£% '))}(?!\d)", rest) is not None
        prefixes = plain_words.HEBREW_PREFIXES if self.language.code == "he" else ""
        for word in _WORD.findall(key.text.lower()):
            if prefixes and word.startswith("ה") and len(word) > 4:
                word = word[1:]  # "המבחנות" is given away by "למבחנה" as well
            stem = word[: max(4, len(word) - 3)] if len(word) >= 5 else word
            prefix = f"[{prefixes}]{{0,2}}" if prefixes else ""
            if re.search(rf"(?<!\w){prefix}{re.escape(stem)}", rest):
                return True
        return False

    def build(self, wanted: int, *, statements: int, cloze: bool = True) -> list[Question]:
        chosen: list[tuple[float, Question]] = []
        statements_left = min(statements, len(self.language.true_statement))
        for candidate in self._spread(wanted):
            if len(chosen) >= wanted:
                break
            if self._repeats(candidate.sentence.text) or self._shows_swapped_name(candidate.sentence.text):
                continue
            question = None
            if candidate.sentence.index in self.labelled:
                question = self._alone(self._label_cloze(candidate), chosen)
            elif (
                statements_left
                and not _defines(candidate)  # a definition is asked for its term first
                and (not cloze or len(chosen) % 3 == 1 or len(chosen) + statements_left >= wanted)
            ):
                question = self._alone(self._statement(candidate), chosen)
                if question is not None:
                    statements_left -= 1
            if question is None and cloze:
                question = self._alone(self._cloze(candidate), chosen)
            if question is not None:
                chosen.append((candidate.sentence.position, question))
                self._use(candidate.sentence.text)
        # where the gap-fills ran out, the true-statement questions the quiz may still have
        for candidate in self._spread(wanted) if statements_left and len(chosen) < wanted else []:
            if len(chosen) >= wanted or not statements_left:
                break
            text = candidate.sentence.text
            if (
                candidate.sentence.index in self.labelled
                or self._repeats(text)
                or self._shows_swapped_name(text)
            ):
                continue
            question = self._alone(self._statement(candidate), chosen)
            if question is not None:
                statements_left -= 1
                chosen.append((candidate.sentence.position, question))
                self._use(text)
        if not chosen and self.mostly_entries:
            raise plain_lists.ListOfEntries()
        chosen.sort(key=lambda pair: pair[0])
        return [question for _, question in chosen]

    @staticmethod
    def _alone(question: Question | None, chosen: list[tuple[float, Question]]) -> Question | None:
        """The question, unless it shows the answer of one already chosen in the words around that one's
        blank ("Une semaine de séance sur quatre ..." beside "Deux semaines de séance sur ______ ..."), or
        one already chosen shows its answer so."""
        if question is None:
            return None
        others = [other for _, other in chosen]
        if any(statement_choices.gives_away(text, others) for text in _shown(question)):
            return None
        if any(statement_choices.gives_away(text, [question]) for other in others for text in _shown(other)):
            return None
        return question

    def _spread(self, wanted: int) -> list[_Candidate]:
        """The best candidate of each stretch of the document first, then the best of the rest."""
        if not self.pool:
            return []
        stretches = max(wanted, 1)
        best: dict[int, _Candidate] = {}
        for candidate in self.pool:
            stretch = min(int(candidate.sentence.position * stretches), stretches - 1)
            if stretch not in best or candidate.score > best[stretch].score:
                best[stretch] = candidate
        first = sorted(best.values(), key=lambda candidate: -candidate.score)
        rest = sorted(
            (candidate for candidate in self.pool if candidate not in first),
            key=lambda candidate: (-candidate.score, candidate.sentence.index),
        )
        return first + rest

    def _repeats(self, text: str) -> bool:
        words = self._words(text)
        return any(
            len(words & used) >= max(0.6 * min(len(words), len(used)), 1) for used in self.used_sentences
        )

    def _use(self, text: str) -> None:
        self.used_sentences.append(self._words(text))
        self.shown.append(text.lower())

    def _seldom_named(self, name: str) -> bool:
        """A name the document gives one or two sentences to (a person of a list), not one it names all
        along ("le Sénat"): what another question says of it would give a false statement away."""
        words = _WORD.findall(name.lower())
        return bool(words) and self.vocabulary.counts[words[-1]] <= SELDOM_NAMED

    def _shows_swapped_name(self, text: str) -> bool:
        """The sentence states the truth about a name a false statement of the quiz misplaced: one question
        would give the other away."""
        lowered = text.lower()
        return any(name in lowered for name in self.swapped_names)

    def _words(self, text: str) -> set[str]:
        """The sentence's words but those of the frame most sentences share ("лет со дня рождения"), the
        variables of its formulas ("M", "X") and the words that mark a definition ("heißt"): two definitions
        of one shape ("M heißt dicht in X", "M heißt diskret in X") say different things."""
        language = self.language
        return (
            {
                word.lower()
                for word in _WORD.findall(text)
                if len(word) > 1 or word.lower() in language.one_letter_words
            }
            - self.frame
            - self.marker_words
        )

    def _cloze(self, candidate: _Candidate) -> Question | None:
        text = candidate.sentence.text
        for key in candidate.keys:
            if key.text.lower() in self.used_keys or self._thin_subject(text, key):
                continue
            wrong = plain_distractors.distractors(key, text, self.vocabulary)
            if len(wrong) < CHOICES - 1:
                continue
            self.used_keys.add(key.text.lower())
            return self._blanked(candidate, (key.start, key.end), key.text, wrong)
        return None

    def _thin_subject(self, text: str, key: PlainKey) -> bool:
        """ "______ se réunit de plein droit.": too little said of the subject to pin one down (the
        Assemblée nationale does so too)."""
        if text[: key.start].strip():
            return False
        said = _WORD.findall(text[key.end :].lower())
        return len([word for word in said if word not in self.language.stopwords and len(word) > 2]) < (
            MIN_SAID_OF_SUBJECT
        )

    def _label_cloze(self, candidate: _Candidate) -> Question | None:
        """ "משתנה ______: הגורם עצמו שונה בין המבחנות." with the other kinds of "משתנה" as wrong answers."""
        labelled = self.labelled[candidate.sentence.index]
        if labelled.kind.lower() in self.used_keys:
            return None
        self.used_keys.add(labelled.kind.lower())
        return self._blanked(candidate, (labelled.start, labelled.end), labelled.kind, labelled.others)

    def _blanked(
        self, candidate: _Candidate, span: tuple[int, int], answer: str, wrong: list[str]
    ) -> Question:
        """The sentence with its `span` as the blank, the answer shuffled in among the wrong ones."""
        text = candidate.sentence.text
        choices = [answer, *wrong]
        random.Random(zlib.crc32(text.encode())).shuffle(choices)
        return Question(
            question=f"{text[: span[0]]}{GAP}{text[span[1] :]}",
            choices=choices,
            correct_answer=answer,
            explanation=self._says(text),
            source=candidate.sentence.source,
        )

    def _statement(self, true: _Candidate) -> Question | None:
        text = true.sentence.text
        if len(text) > STATEMENT_MAX_CHARS or ":" in text:
            return None  # "Dreiecksungleichung: Beweis ...": a label and a note, not a statement
        false: list[tuple[str, str]] = []  # (false statement, the true sentence it was made from)
        taken = [self._words(text)]
        swapped: set[str] = set()  # each false statement gets a different wrong word: none repeats as a tell
        for other in sorted(self.pool, key=lambda candidate: -candidate.score):
            if len(false) >= CHOICES - 1:
                break
            other_text = other.sentence.text
            if other is true or len(other_text) > STATEMENT_MAX_CHARS or ":" in other_text:
                continue
            if self._repeats(other_text):
                continue
            if not 0.5 * len(text) <= len(other_text) <= 1.8 * len(text):
                continue  # a choice much longer or shorter than the others stands out
            words = self._words(other_text)
            if any(len(words & seen) >= 0.6 * min(len(words), len(seen)) for seen in taken):
                continue
            made = self._made_false(other, avoid=swapped)
            if made is not None:
                false.append((made[0], other_text))
                swapped.add(made[1])
                taken.append(words)
        if len(false) < CHOICES - 1:
            return None
        for _, source in false:
            self._use(source)
        choices = [text, *(statement for statement, _ in false)]
        random.Random(zlib.crc32(text.encode())).shuffle(choices)
        wrong, right = false[0]
        self.statements_made += 1
        language = self.language
        said, meant = explanations.difference(wrong, right)
        explanation = (
            f"{self._says(text)} {language.not_stated} {language.quote_open}{said}{language.quote_close}"
            f" {language.but} {language.quote_open}{meant}{language.quote_close}"
        )
        return Question(
            question=language.true_statement[self.statements_made % len(language.true_statement)],
            choices=choices,
            correct_answer=text,
            explanation=explanation,
            source=true.sentence.source,
        )

    def _made_false(self, candidate: _Candidate, *, avoid: set[str]) -> tuple[str, str] | None:
        """The sentence turned round (a direction reversed, a firm rule negated), or else with one key
        replaced by a wrong answer of its kind; and the words put in."""
        text = candidate.sentence.text
        for turn in plain_reversals.turns(text, self.language):
            turned = turn.applied(text)
            if turn.turned.lower() not in avoid and f" {comparable(turned)} " not in self.vocabulary.text:
                return turned, turn.turned.lower()
        for key in candidate.keys:
            if key.kind in (PlainKind.TERM, PlainKind.DEFINED, PlainKind.ORDINAL):
                continue  # a term swapped in reads as garbled ("les droits de loi") rather than false
            if key.kind is PlainKind.YEAR:
                continue  # "le Traité signé le 7 février 1998": a trick about a date, not a rule made false
            if key.kind is PlainKind.NAME and (_ALIAS.match(text[key.end :]) or _bracketed(text, key.start)):
                continue  # "Герцена[наст. Искандер]": another name keeps the first one's real name
            for wrong in plain_distractors.distractors(key, text, self.vocabulary, wanted=3):
                if wrong.lower() in avoid:
                    continue
                if key.kind is PlainKind.NAME and not self._does_alike(text, key, wrong):
                    continue
                if key.kind is PlainKind.NAME and self._seldom_named(wrong):
                    if wrong.lower() in self.swapped_names or any(
                        wrong.lower() in shown for shown in self.shown
                    ):
                        continue  # another question shows what is true of this name, or misplaces it too
                    self.swapped_names.append(wrong.lower())
                return f"{text[: key.start]}{wrong}{text[key.end :]}", wrong.lower()
        return None

    def _does_alike(self, text: str, key: PlainKey, wrong: str) -> bool:
        """A name put in another's place only as the subject of a verb the document also gives it ("Le
        Gouvernement peut" for "Le Premier ministre peut"): "soumis en premier lieu au Gouvernement" or "Le
        Gouvernement est réuni en session" read as nonsense, not as a plausible mistake."""
        verb = re.match(r" ([^\W\d_]+) ([^\W\d_]+)", text[key.end :])
        if verb is None:
            return False
        bare = re.sub(r"^(?:(?:les|le|la)\s+|l['’]\s*)", "", comparable(wrong))
        said = comparable(f"{verb.group(1)} {verb.group(2)}")
        if verb.group(1).lower() in self.language.stopwords:  # "est réuni", "peut décider": both words
            return f"{bare} {said} " in self.vocabulary.text
        return f"{bare} {comparable(verb.group(1))} " in self.vocabulary.text

    def _says(self, text: str) -> str:
        language = self.language
        return f"{language.document_says}: {language.quote_open}{text}{language.quote_close}"


SELDOM_NAMED = 2
MIN_SAID_OF_SUBJECT = 4  # content words after a blank that opens the sentence
LABEL_SCORE = 4.5  # a definition the document labels with its term: the point of its slide
TURNABLE_SCORE = 1.0  # a rule without a term to blank, asked only as a statement
FRAME_SHARE = 0.3
FRAME_MIN_SENTENCES = 10


def _shown(question: Question) -> list[str]:
    return [question["question"], *question["choices"]]


def _score(keys: list[PlainKey], vocabulary: Vocabulary) -> float:
    """Sorts the keys best first; a sentence's score is its best key's importance, a little more for more."""
    keys.sort(key=lambda key: -plain_keys.importance(key, vocabulary))
    return plain_keys.importance(keys[0], vocabulary) + 0.2 * min(len(keys), 4)


def _defines(candidate: _Candidate) -> bool:
    return bool(candidate.keys) and candidate.keys[0].kind is PlainKind.DEFINED


def _frame(found: list[Sentence]) -> set[str]:
    """Words that a good share of the document's sentences repeat: a list's template, which says nothing
    about whether two sentences state the same thing."""
    if len(found) < FRAME_MIN_SENTENCES:
        return set()
    seen: Counter[str] = Counter()
    for sentence in found:
        seen.update({word.lower() for word in _WORD.findall(sentence.text)})
    return {word for word, times in seen.items() if times >= FRAME_SHARE * len(found)}


def _bracketed(text: str, start: int) -> bool:
    """A place inside brackets: a real name or an alias ("ТЭФФИ[наст. Лохвицкая]")."""
    before = text[:start]
    return before.count("[") > before.count("]") or before.count("(") > before.count(")")
