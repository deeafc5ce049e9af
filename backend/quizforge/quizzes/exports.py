"""Quiz downloads: CSV for spreadsheets and GIFT for Moodle's question import."""

import csv
import io
import re
from collections.abc import Sequence
from dataclasses import dataclass

from quizforge.quizzes.questions import CHOICES_MAX, Question

EXPORT_FORMATS = ("csv", "gift")
FORMAT_CHOICE_MESSAGE = "Please choose an export format: csv or gift."
FILENAME_MAX_CHARS = 80

CHOICE_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[:CHOICES_MAX]
CSV_HEADER = ["Question", *(f"Choice {letter}" for letter in CHOICE_LETTERS), "Correct Answer", "Explanation"]

# Spreadsheets run a cell starting with one of these as a formula (CSV injection).
_FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
_NUMBER = re.compile(r"^[+-]?(\d+([.,]\d*)?|[.,]\d+)%?$")
# Moodle's own GIFT writer escapes exactly these; a backslash first, so later escapes stay single.
_GIFT_RESERVED = {"\\": "\\\\", "~": "\\~", "=": "\\=", "#": "\\#", "{": "\\{", "}": "\\}", ":": "\\:"}


@dataclass(frozen=True)
class ExportFile:
    content: bytes
    content_type: str
    filename: str


def export_filename(*, title: str, extension: str) -> str:
    """The title as a file name: letters, digits, '-' and '_' only (no paths, quotes or dots), else 'quiz'."""
    stem = re.sub(r"[^\w-]+", "-", title).strip("-_")
    stem = re.sub(r"-{2,}", "-", stem)[:FILENAME_MAX_CHARS].strip("-_")
    return f"{stem or 'quiz'}.{extension}"


def _csv_cell(text: str) -> str:
    if text.startswith(_FORMULA_STARTS) and not _NUMBER.match(text):
        return "'" + text
    return text


def quiz_csv(*, questions: Sequence[Question]) -> str:
    buffer = io.StringIO()
    writer = csv.writer(buffer)
    writer.writerow(CSV_HEADER)
    for question in questions:
        choices = list(question["choices"]) + [""] * (CHOICES_MAX - len(question["choices"]))
        row = [question["question"], *choices, question["correct_answer"], question.get("explanation", "")]
        writer.writerow([_csv_cell(cell) for cell in row])
    # The byte order mark makes spreadsheet programs read the file as UTF-8.
    return "\ufeff" + buffer.getvalue()


def gift_escape(text: str) -> str:
    escaped = "".join(_GIFT_RESERVED.get(char, char) for char in text)
    return escaped.replace("\r\n", "\\n").replace("\n", "\\n").replace("\r", "")


def quiz_gift(*, title: str, questions: Sequence[Question]) -> str:
    lines = [f"// {' '.join(title.split())}", ""]
    for number, question in enumerate(questions, start=1):
        lines.append(f"::{gift_escape(title)} - Q{number}::{gift_escape(question['question'])} {{")
        for choice in question["choices"]:
            mark = "=" if choice == question["correct_answer"] else "~"
            lines.append(f"\t{mark}{gift_escape(choice)}")
        explanation = question.get("explanation", "")
        if explanation:
            lines.append(f"\t####{gift_escape(explanation)}")
        lines.extend(["}", ""])
    return "\n".join(lines)


def quiz_export_file(*, title: str, questions: Sequence[Question], export_format: str) -> ExportFile:
    if export_format == "csv":
        content, content_type, extension = quiz_csv(questions=questions), "text/csv; charset=utf-8", "csv"
    elif export_format == "gift":
        content, content_type, extension = (
            quiz_gift(title=title, questions=questions),
            "text/plain; charset=utf-8",
            "gift.txt",
        )
    else:
        raise ValueError(f"unknown export format {export_format!r}")
    return ExportFile(
        content=content.encode("utf-8"),
        content_type=content_type,
        filename=export_filename(title=title, extension=extension),
    )
