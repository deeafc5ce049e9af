"""Writes the questions the offline generator makes from the corpus study documents, for a teacher's review.

    backend/.venv/bin/python bench/question_review.py [--questions 10] [--output bench/question_review.md]

Each document is read the way an upload is (the product's extract_text; the plain libraries if that
package cannot be imported, which the output says), then LocalQuestionProvider
makes `--questions` questions. The output lists every question with its choices and source, followed
by a verdict line to fill in by hand:

    **Verdict:** keep — <reason>      or      **Verdict:** reject — <reason>

Verdicts already written in the output file are carried over to the same question when the script runs
again, so a review survives regeneration; questions that changed get a fresh "TODO" verdict. The
summary table at the top counts the verdicts per document.
"""

import argparse
import os
import re
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

BACKEND = Path(__file__).resolve().parents[1] / "backend"
sys.path.insert(0, str(BACKEND))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.django.base")

import django  # noqa: E402

django.setup()

from quizforge.core.exceptions import InvalidInput  # noqa: E402
from quizforge.generation.providers.local_provider import LocalQuestionProvider  # noqa: E402
from quizforge.generation.types import Question  # noqa: E402

CORPUS = Path(os.environ.get("QUIZFORGE_CORPUS_DIR", BACKEND.parents[1] / "shared" / "corpus")) / "good"
STUDY_DOCUMENTS = [
    "bio180_extensions_to_mendel_slides.pdf",
    "bio180_hiv_natural_selection_key.doc",
    "bio180_practice_exam_1.docx",
    "bio180_statistics_reading_quiz.txt",
    "us_constitution.txt",
    "declaration_of_independence.txt",
    "physics_lab_force_on_current.doc",
    "geometry_lecture1_euclid.pptx",
    "two_column_nature_paper.pdf",
]
_QUESTION_HEADING = re.compile(r"^#### (?:\d+)\. (?P<question>.+)$")
_VERDICT = re.compile(r"^\*\*Verdict:\*\* (?P<verdict>keep|reject|TODO)(?: — (?P<reason>.*))?$")


def document_reader() -> tuple[str, Callable[[Path], str]]:
    """The product's extraction, or the plain libraries when it cannot be imported."""
    try:
        from quizforge.generation.extraction.pipeline import extract_text
    except ImportError:
        return (
            "plain libraries (pdftotext, antiword, python-docx, python-pptx)",
            plain_text,
        )
    return (
        "the product's extract_text",
        lambda path: extract_text(filename=path.name, data=path.read_bytes()).content,
    )


def plain_text(path: Path) -> str:
    suffix = path.suffix.lower()
    if suffix == ".txt":
        return path.read_text(encoding="utf-8-sig")
    if suffix in (".pdf", ".doc"):
        tool = (
            ["pdftotext", "-layout" if False else "-raw", str(path), "-"]
            if suffix == ".pdf"
            else ["antiword", str(path)]
        )
        return subprocess.run(tool, capture_output=True, text=True, check=True).stdout  # noqa: S603
    if suffix == ".docx":
        import docx

        return "\n".join(paragraph.text for paragraph in docx.Document(str(path)).paragraphs)
    from pptx import Presentation

    lines = []
    for slide in Presentation(str(path)).slides:
        for shape in slide.shapes:
            if shape.has_text_frame:
                lines += [paragraph.text for paragraph in shape.text_frame.paragraphs]
        lines.append("")
    return "\n".join(lines)


@dataclass
class Verdict:
    verdict: str
    reason: str


def previous_verdicts(path: Path) -> dict[tuple[str, str], Verdict]:
    """(document, question text) -> verdict, from an earlier run's annotated output."""
    found: dict[tuple[str, str], Verdict] = {}
    if not path.is_file():
        return found
    document = question = ""
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("### "):
            document = line[4:].strip().strip("`")
        elif heading := _QUESTION_HEADING.match(line):
            question = heading.group("question")
        elif (verdict := _VERDICT.match(line)) and question:
            found[(document, question)] = Verdict(verdict.group("verdict"), verdict.group("reason") or "")
            question = ""
    return found


def document_section(name: str, questions: list[Question] | str, verdicts: dict[tuple[str, str], Verdict]):
    lines = [f"### `{name}`", ""]
    counts = {"keep": 0, "reject": 0, "TODO": 0}
    if isinstance(questions, str):
        lines += [f"No questions: {questions}", ""]
        return lines, counts
    for number, question in enumerate(questions, start=1):
        verdict = verdicts.get((name, question["question"]), Verdict("TODO", ""))
        counts[verdict.verdict] += 1
        lines.append(f"#### {number}. {question['question']}")
        for letter, choice in zip("ABCDEF", question["choices"], strict=False):
            mark = " ✓" if choice == question["correct_answer"] else ""
            lines.append(f"- {letter}. {choice}{mark}")
        lines.append(f"- Source: “{question['source']}”")
        lines.append("")
        reason = f" — {verdict.reason}" if verdict.reason else ""
        lines.append(f"**Verdict:** {verdict.verdict}{reason}")
        lines.append("")
    return lines, counts


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--questions", type=int, default=10)
    parser.add_argument("--output", type=Path, default=Path(__file__).with_name("question_review.md"))
    args = parser.parse_args()

    verdicts = previous_verdicts(args.output)
    reader_name, read = document_reader()
    provider = LocalQuestionProvider()
    sections: list[str] = []
    summary = [
        "| document | questions | kept | rejected | to review | kept % |",
        "|---|---|---|---|---|---|",
    ]
    totals = {"keep": 0, "reject": 0, "TODO": 0}
    for name in STUDY_DOCUMENTS:
        text = read(CORPUS / name)
        started = time.perf_counter()
        try:
            questions: list[Question] | str = provider.generate(text=text, num_questions=args.questions)
        except InvalidInput as error:
            questions = error.message
        elapsed = time.perf_counter() - started
        lines, counts = document_section(name, questions, verdicts)
        sections += lines
        made = sum(counts.values())
        reviewed = counts["keep"] + counts["reject"]
        share = f"{100 * counts['keep'] / reviewed:.0f}%" if reviewed else "-"
        summary.append(
            f"| `{name}` | {made} | {counts['keep']} | {counts['reject']} | {counts['TODO']} | {share} |"
        )
        for verdict, count in counts.items():
            totals[verdict] += count
        print(f"{name}: {made} questions in {elapsed:.2f} s", file=sys.stderr)
    reviewed = totals["keep"] + totals["reject"]
    share = f"{100 * totals['keep'] / reviewed:.0f}%" if reviewed else "-"
    made = sum(totals.values())
    summary.append(f"| all | {made} | {totals['keep']} | {totals['reject']} | {totals['TODO']} | {share} |")

    header = [
        "# Offline question generator: review of the questions it makes",
        "",
        f"Made by `bench/question_review.py` ({args.questions} questions asked per document); every",
        "verdict below was written by hand after reading the question as a teacher would: *keep* means a",
        "teacher would put it in a quiz as it stands. Re-running the script keeps the verdicts of unchanged",
        "questions.",
        "",
        f"Documents read with {reader_name}.",
        "",
        *summary,
        "",
    ]
    notes = _notes_section(args.output)
    args.output.write_text("\n".join([*header, *notes, *sections]).rstrip() + "\n", encoding="utf-8")
    print(f"wrote {args.output}", file=sys.stderr)
    return 0


def _notes_section(path: Path) -> list[str]:
    """Keeps the hand-written '## Notes' part of an earlier run (everything from it to the first document)."""
    if not path.is_file():
        return ["## Notes", "", "(to write after the review)", "", "## Questions", ""]
    text = path.read_text(encoding="utf-8")
    start = text.find("## Notes")
    end = text.find("### `")
    if start < 0 or end < start:
        return ["## Notes", "", "(to write after the review)", "", "## Questions", ""]
    return [*text[start:end].rstrip().splitlines(), ""]


if __name__ == "__main__":
    raise SystemExit(main())
