"""Questions the document already asks: a numbered question followed by lettered options, one of which
the document marks as right ("*C. Histogram", or an "Answer: C" line after the options). Practice
quizzes and answer keys are written by the teacher; their own questions are better than any gap-fill
made from their options, which may be false statements."""

import re
from dataclasses import dataclass

from quizforge.generation.providers.local import lexicon
from quizforge.quizzes.questions import CHOICES_MAX, comparable

MIN_CHOICES = 3
_QUESTION = re.compile(r"^(?:Q(?:uestion)?\s*)?\d{1,2}\s*[.):]\s+(?P<text>\S.*)$")
_OPTION = re.compile(r"^(?P<mark>\*\s*)?\(?(?P<letter>[A-Fa-f])[.)]\s+(?P<text>\S.*)$")
_ANSWER_LINE = re.compile(r"^(?:Correct\s+)?Answer\s*[:\-\u2013]\s*\(?(?P<letter>[A-Fa-f])\b\)?\.?$", re.I)
_GAP = "______"


@dataclass(frozen=True)
class QuizItem:
    stem: str  # the question as the quiz shows it
    choices: tuple[str, ...]  # in the document's order
    answer: str
    source: str  # the question as the document writes it


def marked_questions(text: str) -> list[QuizItem]:
    """Every question of the text with 3 to 6 options and exactly one marked as right, in order."""
    lines = [re.sub(r"\s+", " ", line).strip() for line in text.split("\n")]
    found: list[QuizItem] = []
    position = 0
    while position < len(lines):
        question = _QUESTION.match(lines[position])
        if question is None or _OPTION.match(lines[position]):
            position += 1
            continue
        item, position = _read_item(lines, position, question.group("text"))
        if item is not None:
            found.append(item)
    return found


def _read_item(lines: list[str], start: int, first_line: str) -> tuple[QuizItem | None, int]:
    """Reads the question at `start`, its wrapped lines and its options; returns the item (or None)
    and the line to go on from."""
    question_lines = [first_line]
    position = start + 1
    while position < len(lines) and lines[position] and not _OPTION.match(lines[position]):
        if _QUESTION.match(lines[position]):
            return None, position
        question_lines.append(lines[position])
        position += 1
    options: list[tuple[str, bool]] = []
    marked_letter = ""
    while position < len(lines):
        line = lines[position]
        option = _OPTION.match(line)
        answer = _ANSWER_LINE.match(line)
        if option and option.group("letter").upper() == "ABCDEF"[len(options) % 6]:
            options.append((option.group("text"), bool(option.group("mark"))))
        elif answer and options:
            marked_letter = answer.group("letter").upper()
            position += 1
            break
        elif line and options:
            break  # the next question, or text after the options
        elif line:
            return None, position
        position += 1
    if marked_letter and "ABCDEF".find(marked_letter) < len(options):
        options = [(text, index == "ABCDEF".index(marked_letter)) for index, (text, _) in enumerate(options)]
    return _item(" ".join(question_lines), options), position


def _item(question: str, options: list[tuple[str, bool]]) -> QuizItem | None:
    marked = [text for text, is_marked in options if is_marked]
    choices = tuple(text for text, _ in options)
    if len(marked) != 1 or not MIN_CHOICES <= len(choices) <= CHOICES_MAX:
        return None
    if len({comparable(choice) for choice in choices}) != len(choices):
        return None
    answer = marked[0]
    if re.search(r"[?:]$", question):
        return QuizItem(stem=question, choices=choices, answer=answer, source=question)
    # the options finish the question's sentence: one capitalised among lowercase ones stands out
    lowered = _cased_alike(choices)
    return QuizItem(
        stem=f"{question.rstrip(' .')} {_GAP}.",
        choices=lowered,
        answer=lowered[choices.index(answer)],
        source=question,
    )


def _cased_alike(choices: tuple[str, ...]) -> tuple[str, ...]:
    """Options that continue a sentence, written alike: where some open in lowercase, the ones that open
    with an ordinary capitalised word ("Side-by-side plots" among "a bar chart") are lowercased too; names
    and acronyms keep their capitals."""
    if not any(choice[:1].islower() for choice in choices):
        return choices
    return tuple(
        choice[:1].lower() + choice[1:] if _ordinary_capital(choice.split()[0]) else choice
        for choice in choices
    )


def _ordinary_capital(word: str) -> bool:
    """A word capitalised only because it opens the option: its parts are dictionary words, not a name."""
    parts = word.split("-")
    return (
        word[:1].isupper()
        and word[1:] == word[1:].lower()
        and all(lexicon.is_function_word(part) or lexicon.pos_options(part) for part in parts)
    )


def spread_over(items: list[QuizItem], wanted: int) -> list[QuizItem]:
    """`wanted` items taken evenly from the whole list (all of them when there are fewer)."""
    if wanted <= 0:
        return []
    if len(items) <= wanted:
        return list(items)
    step = len(items) / wanted
    return [items[int(index * step)] for index in range(wanted)]
