"""Writes the questions the offline generator makes from the corpus study documents, for a teacher's review.

    backend/.venv/bin/python bench/question_review.py [--questions 10] [--output bench/question_review.md]

Each study document of the corpus (every language) is read the way an upload is (the product's
extract_text; the plain libraries if that package cannot be imported, which the output says), then
LocalQuestionProvider makes `--questions` questions. The output lists every question with its choices,
explanation and source, followed by a verdict line to fill in by hand, as a strict teacher grades:

    **Verdict:** KEEP                       usable as it stands
    **Verdict:** FIX — <tags>: <note>       usable after a small edit
    **Verdict:** DISCARD — <tags>: <note>   not worth editing

Tags (issue 11): distractor type, trivial blank, fragment, two answers, giveaway, not a main idea,
weak explanation; "copied" marks a question the document itself asks (its own quiz).

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
from quizforge.generation.testing.corpus import CORPUS_DIR, STUDY_DOCUMENTS  # noqa: E402
from quizforge.quizzes.questions import Question  # noqa: E402

CORPUS = CORPUS_DIR / "good"
VERDICTS = ("KEEP", "FIX", "DISCARD", "TODO")
_QUESTION_HEADING = re.compile(r"^#### (?:\d+)\. (?P<question>.+)$")
_VERDICT = re.compile(r"^\*\*Verdict:\*\* (?P<verdict>KEEP|FIX|DISCARD|TODO)(?: — (?P<reason>.*))?$")


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


def previous_verdicts(path: Path) -> dict[tuple[str, str, str], Verdict]:
    """(document, question text, its choices with the right one marked) -> verdict, from an earlier run's
    annotated output: a question whose choices changed is graded again."""
    found: dict[tuple[str, str, str], Verdict] = {}
    if not path.is_file():
        return found
    document = question = ""
    choices: list[str] = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("### "):
            document = line[4:].strip().strip("`")
        elif heading := _QUESTION_HEADING.match(line):
            question, choices = heading.group("question"), []
        elif re.match(r"^- [A-F]\. ", line):
            choices.append(line[5:])
        elif (verdict := _VERDICT.match(line)) and question:
            key = (document, question, "|".join(sorted(choices)))
            found[key] = Verdict(verdict.group("verdict"), verdict.group("reason") or "")
            question = ""
    return found


def _choices_key(question: Question) -> str:
    marked = [
        f"{choice} ✓" if choice == question["correct_answer"] else choice for choice in question["choices"]
    ]
    return "|".join(sorted(marked))


def document_section(
    name: str, questions: list[Question] | str, verdicts: dict[tuple[str, str, str], Verdict]
) -> tuple[list[str], dict[str, int]]:
    lines = [f"### `{name}`", ""]
    counts = dict.fromkeys(VERDICTS, 0)
    if isinstance(questions, str):
        lines += [f"No questions: {questions}", ""]
        return lines, counts
    for number, question in enumerate(questions, start=1):
        verdict = verdicts.get((name, question["question"], _choices_key(question)), Verdict("TODO", ""))
        counts[verdict.verdict] += 1
        lines.append(f"#### {number}. {question['question']}")
        for letter, choice in zip("ABCDEF", question["choices"], strict=False):
            mark = " ✓" if choice == question["correct_answer"] else ""
            lines.append(f"- {letter}. {choice}{mark}")
        lines.append(f"- Explanation: {question['explanation']}")
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
        "| document | questions | KEEP | FIX | DISCARD | to grade | KEEP % | KEEP+FIX % |",
        "|---|---|---|---|---|---|---|---|",
    ]
    totals = dict.fromkeys(VERDICTS, 0)
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
        summary.append(_summary_row(f"`{name}`", counts))
        for verdict, count in counts.items():
            totals[verdict] += count
        print(f"{name}: {sum(counts.values())} questions in {elapsed:.2f} s", file=sys.stderr)
    summary.append(_summary_row("all", totals))

    header = [
        "# Offline question generator: review of the questions it makes",
        "",
        f"Made by `bench/question_review.py` ({args.questions} questions asked per document); every",
        "verdict below was written by a strict reviewer who had not written the generator and graded the",
        "questions blind, as a teacher handing the quiz to a class: KEEP means it goes in a quiz as it stands,",
        "FIX that a small edit makes it usable, DISCARD that it is not worth editing. Re-running the script",
        "keeps the verdicts of unchanged questions; changed questions say TODO until graded again.",
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


def _summary_row(label: str, counts: dict[str, int]) -> str:
    made = sum(counts.values())
    graded = made - counts["TODO"]
    keep = f"{100 * counts['KEEP'] / graded:.0f}%" if graded else "-"
    usable = f"{100 * (counts['KEEP'] + counts['FIX']) / graded:.0f}%" if graded else "-"
    return (
        f"| {label} | {made} | {counts['KEEP']} | {counts['FIX']} | {counts['DISCARD']} | {counts['TODO']}"
        f" | {keep} | {usable} |"
    )


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
