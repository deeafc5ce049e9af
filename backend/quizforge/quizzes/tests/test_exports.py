"""CSV and GIFT downloads: the API, and the files read back the way a spreadsheet or Moodle would."""

import csv
import io
import re

import pytest
from rest_framework.test import APIClient

from quizforge.quizzes.exports import export_filename, gift_escape, quiz_csv, quiz_gift
from quizforge.quizzes.questions import Question, questions_validate
from quizforge.quizzes.services import quiz_save
from quizforge.quizzes.tests.helpers import client_for, make_question, make_questions

TRICKY = make_question(
    1,
    question="In {set} notation, does a:b = c # d ~ e hold? Use C:\\path",
    choices=["Yes = always", "No ~ never", "{maybe}", "#1: it depends"],
    correct_answer="{maybe}",
    explanation="Because a:b ~ {c} = #d",
)


def clean(*questions: dict) -> list[Question]:
    """Exports only ever see stored questions, which passed the validator."""
    return questions_validate(list(questions))


def read_gift(text: str) -> list[dict]:
    """A small reader of the GIFT subset we write, honouring backslash escapes the way Moodle does."""

    def unescape(value: str) -> str:
        return re.sub(r"\\(.)", lambda m: "\n" if m[1] == "n" else m[1], value)

    questions = []
    for block in re.findall(r"^::(.*?)(?<!\\)::(.*?) \{\n(.*?)\n\}$", text, flags=re.S | re.M):
        name, question_text, body = block
        answers, explanation = [], ""
        for line in body.split("\n"):
            line = line.strip()
            if line.startswith("####"):
                explanation = unescape(line[4:])
            else:
                answers.append((line[0], unescape(line[1:])))
        questions.append(
            {
                "name": unescape(name),
                "question": unescape(question_text),
                "choices": [a for _, a in answers],
                "correct": [a for mark, a in answers if mark == "="],
                "explanation": explanation,
            }
        )
    return questions


def read_csv(content: bytes) -> list[list[str]]:
    return list(csv.reader(io.StringIO(content.decode("utf-8-sig"))))


def test_gift_escapes_each_special_character():
    assert gift_escape("a~b=c#d{e}f:g\\h") == "a\\~b\\=c\\#d\\{e\\}f\\:g\\\\h"
    assert gift_escape("line one\nline two") == "line one\\nline two"


def test_gift_reads_back_with_special_characters_intact():
    text = quiz_gift(title="Logic: {sets}", questions=clean(TRICKY, make_question(2)))

    parsed = read_gift(text)

    assert len(parsed) == 2
    first = parsed[0]
    assert first["name"] == "Logic: {sets} - Q1"
    assert first["question"] == TRICKY["question"]
    assert first["choices"] == TRICKY["choices"]
    assert first["correct"] == ["{maybe}"]
    assert first["explanation"] == TRICKY["explanation"]
    # No unescaped special character is left inside any answer line.
    for line in text.splitlines():
        if line.startswith("\t"):
            content = line.strip()
            content = content[4:] if content.startswith("####") else content[1:]
            assert not re.search(r"(?<!\\)[~=#{}:]", content), line


def test_gift_leaves_out_empty_explanations():
    text = quiz_gift(title="T", questions=clean(make_question(1, explanation="")))
    assert "####" not in text
    assert read_gift(text)[0]["correct"] == ["Ribosome 1"]


def test_csv_has_one_row_per_question_with_six_choice_columns():
    two_choices = make_question(2, choices=["True", "False"], correct_answer="False")

    rows = read_csv(quiz_csv(questions=clean(TRICKY, two_choices)).encode("utf-8"))

    assert rows[0] == [
        "Question", "Choice A", "Choice B", "Choice C", "Choice D", "Choice E", "Choice F",
        "Correct Answer", "Explanation",
    ]  # fmt: skip
    assert rows[1] == [TRICKY["question"], *TRICKY["choices"], "", "", "{maybe}", TRICKY["explanation"]]
    assert rows[2][:7] == [two_choices["question"], "True", "False", "", "", "", ""]
    assert rows[2][7] == "False"


def test_csv_cells_never_start_a_spreadsheet_formula():
    question = make_question(1, question="=HYPERLINK(\"http://x\")", choices=["-5", "+3", "@cmd", "-1+2"],
                             correct_answer="-5")  # fmt: skip

    row = read_csv(quiz_csv(questions=clean(question)).encode("utf-8"))[1]

    assert row[0] == '\'=HYPERLINK("http://x")'
    assert row[1:5] == ["-5", "+3", "'@cmd", "'-1+2"]


@pytest.mark.parametrize(
    ("title", "filename"),
    [
        ("Cell Biology 101", "Cell-Biology-101.csv"),
        ('../../etc/passwd "quoted"; x', "etc-passwd-quoted-x.csv"),
        ("...", "quiz.csv"),
        ("Biología: célula", "Biología-célula.csv"),
        ("a" * 300, "a" * 80 + ".csv"),
    ],
)
def test_export_filenames_are_safe(title, filename):
    assert export_filename(title=title, extension="csv") == filename


@pytest.fixture
def tricky_quiz(premium_user):
    return quiz_save(user=premium_user, title="Logic & Sets: part 1", questions=[TRICKY, *make_questions(2)])


@pytest.mark.django_db
def test_csv_download(premium_user, tricky_quiz):
    response = client_for(premium_user).get(f"/api/quizzes/{tricky_quiz.pk}/export/?format=csv")

    assert response.status_code == 200
    assert response["Content-Type"] == "text/csv; charset=utf-8"
    assert response["Content-Disposition"] == 'attachment; filename="Logic-Sets-part-1.csv"'
    rows = read_csv(response.content)
    assert len(rows) == 4
    assert rows[1][0] == TRICKY["question"]


@pytest.mark.django_db
def test_gift_download(premium_user, tricky_quiz):
    response = client_for(premium_user).get(f"/api/quizzes/{tricky_quiz.pk}/export/?format=gift")

    assert response.status_code == 200
    assert response["Content-Type"] == "text/plain; charset=utf-8"
    assert response["Content-Disposition"] == 'attachment; filename="Logic-Sets-part-1.gift.txt"'
    parsed = read_gift(response.content.decode("utf-8"))
    expected = [TRICKY, *make_questions(2)]
    assert [q["question"] for q in parsed] == [q["question"] for q in expected]
    assert parsed[0]["correct"] == ["{maybe}"]


@pytest.mark.django_db
def test_a_non_ascii_title_is_sent_as_an_encoded_filename(premium_user):
    quiz = quiz_save(user=premium_user, title="Química básica", questions=make_questions(1))

    response = client_for(premium_user).get(f"/api/quizzes/{quiz.pk}/export/?format=csv")

    assert response["Content-Disposition"] == "attachment; filename*=utf-8''Qu%C3%ADmica-b%C3%A1sica.csv"


@pytest.mark.django_db
@pytest.mark.parametrize("query", ["", "?format=", "?format=pdf", "?format=json"])
def test_unknown_formats_are_400_in_json(premium_user, tricky_quiz, query):
    response = client_for(premium_user).get(f"/api/quizzes/{tricky_quiz.pk}/export/{query}")

    assert response.status_code == 400
    assert response["Content-Type"] == "application/json"
    assert response.json()["error"] == "Please choose an export format: csv or gift."


@pytest.mark.django_db
def test_export_is_a_premium_feature(free_user):
    quiz = quiz_save(user=free_user, title="Free quiz", questions=make_questions(5))

    response = client_for(free_user).get(f"/api/quizzes/{quiz.pk}/export/?format=csv")

    assert response.status_code == 403
    assert response.json()["error"] == "Export is a premium feature. Upgrade to Premium to export quizzes."


@pytest.mark.django_db
def test_another_users_quiz_cannot_be_exported(premium_user, others_quiz):
    response = client_for(premium_user).get(f"/api/quizzes/{others_quiz.pk}/export/?format=gift")

    assert response.status_code == 404
    assert response.json()["error"] == "Quiz not found."


@pytest.mark.django_db
def test_export_needs_a_signed_in_user_and_a_whole_number_id(premium_user, tricky_quiz):
    assert APIClient().get(f"/api/quizzes/{tricky_quiz.pk}/export/?format=csv").status_code == 401
    response = client_for(premium_user).get("/api/quizzes/first/export/?format=csv")
    assert response.status_code == 400
    assert response.json()["details"] == {"quiz_id": ["quiz_id must be a positive whole number."]}
