"""Numeric questions from the document's tables: "In the table for Patrick, “Net Cash Income” is €16,717
in 2006. What is it in 2007?", bottom lines first, with the earlier value changed the same way by other
amounts as wrong answers.

Extraction writes a table column by column: the column headings ("2006", "2007"), the row labels, then
each column's values in order, each after its unit line ("€"). A table is read only when the counts
agree; its title is the short line that opens the paragraph before it ("Patrick")."""

import random
import re
import zlib
from collections import Counter
from dataclasses import dataclass

from quizforge.quizzes.questions import Question

# Wrong answers change the earlier value the same way by another amount: half, one and a half, twice the
# change. Another case's figure is no slip for this one (€25,052 for a €24,960 wage's net income).
CHANGE_FACTORS = (0.5, 1.5, 2.0, 0.25, 2.5)
NEAR_LOW, NEAR_HIGH = 0.7, 1.4  # as a share of the right value: a tax bill halved again reads as a guess
LABEL_REPEATS = 2  # the same row of two cases is worth asking; of five, it reads as a drill
_VALUE = re.compile(r"^[€$£]?\d[\d,]*(?:\.\d+)?%?\*?$")
_UNIT = re.compile(r"^[€$£%]$")
# a table's bottom lines, the point of it first: what someone ends with, then what they pay in all
_BOTTOM_LINES = (
    re.compile(r"\b(?:net|gain|loss|change|difference)\b", re.IGNORECASE),
    re.compile(r"\b(?:total|overall|balance|result|due)\b", re.IGNORECASE),
)
_TITLE = re.compile(r"^[A-Z][\w\u2019' &-]{1,40}$")


@dataclass(frozen=True)
class Row:
    title: str  # what the table is about
    label: str
    headings: tuple[str, str]
    values: tuple[str, str]  # as the question shows them, with the unit


def rows(text: str) -> list[Row]:
    lines = [line.strip() for line in text.split("\n")]
    found: list[Row] = []
    index = 0
    while index < len(lines) - 1:
        first, second = lines[index], lines[index + 1]
        if re.fullmatch(r"\d{4}", first) and re.fullmatch(r"\d{4}", second) and first != second:
            table = _table_after(lines, index + 2, (first, second), _title_before(lines, index))
            found.extend(table)
            index += 2
            continue
        index += 1
    return found


def _title_before(lines: list[str], index: int) -> str:
    for line in reversed(lines[max(0, index - 6) : index]):
        if line and _TITLE.fullmatch(line) and not line.endswith("."):
            return line
    return ""


def _table_after(lines: list[str], start: int, headings: tuple[str, str], title: str) -> list[Row]:
    position = start
    while position < len(lines) and not lines[position]:
        position += 1
    labels: list[str] = []
    while position < len(lines) and lines[position] and not _UNIT.match(lines[position]):
        if _VALUE.match(lines[position]):
            return []
        labels.append(lines[position])
        position += 1
    if len(labels) < 3 or not title:
        return []
    columns: list[list[str]] = []
    while position < len(lines) and len(columns) < 2:
        if _UNIT.match(lines[position]):
            unit = lines[position]
            values = [line for line in lines[position + 1 : position + 1 + len(labels)]]
            if len(values) < len(labels) or not all(_VALUE.match(value) for value in values):
                return []
            columns.append([_with_unit(value, unit) for value in values])
            position += 1 + len(labels)
        elif lines[position] and not _VALUE.match(lines[position]):
            return []  # the table ended before its second column
        else:
            position += 1
    if len(columns) < 2:
        return []
    return [
        Row(title=title, label=label, headings=headings, values=(before, after))
        for label, before, after in zip(labels, columns[0], columns[1], strict=True)
    ]


def _bottom_line_rank(row: Row) -> int:
    return next(
        (rank for rank, pattern in enumerate(_BOTTOM_LINES) if pattern.search(row.label)), len(_BOTTOM_LINES)
    )


def _with_unit(value: str, unit: str) -> str:
    value = value.rstrip("*")
    if value.endswith("%") or unit == "%":
        return value if value.endswith("%") else f"{value}%"
    return f"{unit}{value}"


def _amount(value: str) -> float:
    return float(re.sub(r"[^\d.]", "", value) or 0)


def questions(text: str, wanted: int) -> list[Question]:
    """Up to `wanted` questions on rows whose value changed between the two columns, one per table: two
    rows of one case's table are one fact seen twice (the net income follows from the tax due)."""
    found = [row for row in rows(text) if row.values[0] != row.values[1] and _amount(row.values[1]) > 0]
    # the bottom line first ("Net Cash Income", "Total Liability"): what the table is there to show
    found.sort(key=_bottom_line_rank)
    chosen: list[Question] = []
    asked_titles: set[str] = set()
    asked_labels: Counter[str] = Counter()
    for labels_repeat_up_to in (LABEL_REPEATS, None):
        for row in found:
            if len(chosen) >= wanted:
                return chosen
            if row.title in asked_titles:
                continue
            if labels_repeat_up_to is not None and asked_labels[row.label] >= labels_repeat_up_to:
                continue
            question = _question(row)
            if question is not None and question not in chosen:
                chosen.append(question)
                asked_titles.add(row.title)
                asked_labels[row.label] += 1
    return chosen


def _question(row: Row) -> Question | None:
    right = row.values[1]
    before_amount, right_amount = _amount(row.values[0]), _amount(right)
    change = right_amount - before_amount
    distinct: list[str] = []
    for factor in CHANGE_FACTORS:
        value = _like(before_amount + change * factor, right)
        # never the earlier value the stem gives: the question says it changed
        near = NEAR_LOW <= _amount(value) / right_amount <= NEAR_HIGH
        if near and value not in (right, row.values[0], *distinct):
            distinct.append(value)
    if len(distinct) < 3:
        return None
    seed = zlib.crc32(f"{row.title}|{row.label}".encode())
    choices = [right, *distinct[:3]]
    random.Random(seed).shuffle(choices)
    before, after = row.headings
    return Question(
        question=(
            f"In the table for {row.title}, \u201c{row.label}\u201d is {row.values[0]} in {before}."
            f" What is it in {after}?"
        ),
        choices=choices,
        correct_answer=right,
        explanation=f"Table for {row.title}: {row.label}: {row.values[0]} in {before}; {right} in {after}.",
        source=row.label,
    )


def _like(value: float, model: str) -> str:
    if model.endswith("%"):
        decimals = len(model.rstrip("%").split(".")[1]) if "." in model else 0
        return f"{value:.{decimals}f}%"
    digits = re.sub(r"\D", "", model)
    zeros = len(digits) - len(digits.rstrip("0"))
    rounded = int(round(value, -min(zeros, len(digits) - 1)))
    prefix = model[0] if model[:1] in "€$£" else ""
    return f"{prefix}{rounded:,}"
