"""What a user can do with their quiz collection, within the plan rules of accounts/plans.py."""

import copy
import re
import secrets
from typing import Any

from django.conf import settings
from django.db import transaction

from quizforge.accounts.models import User
from quizforge.accounts.plans import plan_feature_require, plan_quiz_save_check
from quizforge.core.exceptions import InvalidInput
from quizforge.quizzes import exports
from quizforge.quizzes.models import SavedQuiz
from quizforge.quizzes.questions import Question, QuestionInvalid, questions_validate, title_validate
from quizforge.quizzes.selectors import quiz_copy_of, quiz_count, quiz_get, quiz_get_by_share_token

NOTHING_TO_UPDATE = "Nothing to update. Send a new title or new questions."
SHARE_TOKEN_BYTES = 24

_QUESTION_INDEX = re.compile(r"^questions\[(\d+)\]")


def _invalid(field: str, message: str) -> InvalidInput:
    return InvalidInput(message, details={field: [message]})


def _refused(error: QuestionInvalid) -> InvalidInput:
    """The validator's refusal; the sentence says which question ("Question 3: ...")."""
    match = _QUESTION_INDEX.match(error.field)
    sentence = f"Question {int(match.group(1)) + 1}: {error.message}" if match else error.message
    return InvalidInput(sentence, details={error.field: [error.message]})


def quiz_title_clean(raw: Any) -> str:
    try:
        return title_validate(raw)
    except QuestionInvalid as error:
        raise _refused(error) from error


def quiz_questions_clean(raw: Any) -> list[Question]:
    """Every question passes the product's one validator; explanation and source are optional here."""
    try:
        return questions_validate(raw, require_explanation=False)
    except QuestionInvalid as error:
        raise _refused(error) from error


def _playable(questions: list[Question]) -> list[tuple[str, tuple[str, ...], str]]:
    """What a score depends on: explanations and sources may change without voiding the high score."""
    return [(q["question"], tuple(q["choices"]), q["correct_answer"]) for q in questions]


def _user_lock(*, user: User) -> User:
    """Serialises one user's saves so that the free plan's one-quiz rule holds when requests race."""
    return User.objects.select_for_update().get(pk=user.pk)


def _ensure_room_for_another_quiz(*, user: User) -> None:
    plan_quiz_save_check(user=user, saved_quizzes=lambda: quiz_count(user=user))


def quiz_save(*, user: User, title: Any, questions: Any) -> SavedQuiz:
    clean_title = quiz_title_clean(title)
    clean_questions = quiz_questions_clean(questions)
    with transaction.atomic():
        owner = _user_lock(user=user)
        _ensure_room_for_another_quiz(user=owner)
        return SavedQuiz.objects.create(user=owner, title=clean_title, questions=clean_questions)


def quiz_update(*, user: User, quiz_id: int, title: Any = None, questions: Any = None) -> SavedQuiz:
    """Changes title and/or questions (None keeps them). New questions reset the high score."""
    with transaction.atomic():
        quiz = quiz_get(user=user, quiz_id=quiz_id, for_update=True)
        plan_feature_require(user=user, feature="edit")
        if title is None and questions is None:
            raise InvalidInput(NOTHING_TO_UPDATE)
        changed = ["updated_at"]
        if title is not None:
            quiz.title = quiz_title_clean(title)
            changed.append("title")
        if questions is not None:
            clean_questions = quiz_questions_clean(questions)
            if _playable(clean_questions) != _playable(quiz.questions):
                quiz.high_score = 0
                changed.append("high_score")
            quiz.questions = clean_questions
            changed.append("questions")
        quiz.save(update_fields=changed)
        return quiz


def quiz_delete(*, user: User, quiz_id: int) -> None:
    # The row lock makes a copy being made from this quiz at the same moment either finish first
    # (and be detached from it here) or find the quiz gone.
    with transaction.atomic():
        quiz = quiz_get(user=user, quiz_id=quiz_id, for_update=True)
        plan_feature_require(user=user, feature="delete")
        quiz.delete()


def quiz_share_link(*, share_token: str) -> str:
    return f"{settings.SITE_URL}/shared/{share_token}"


def quiz_share(*, user: User, quiz_id: int) -> str:
    """The quiz's share link; the token is made once, so sharing again gives the same link."""
    quiz = quiz_get(user=user, quiz_id=quiz_id)
    if not quiz.share_token:
        token = secrets.token_urlsafe(SHARE_TOKEN_BYTES)
        # Only the first of two racing shares writes its token; both then read the same one.
        SavedQuiz.objects.filter(pk=quiz.pk, share_token__isnull=True).update(share_token=token)
        quiz.refresh_from_db(fields=["share_token"])
    assert quiz.share_token is not None
    return quiz_share_link(share_token=quiz.share_token)


def quiz_save_shared(*, user: User, share_token: str) -> tuple[SavedQuiz, bool]:
    """Copies a shared quiz into the user's collection once. Answers (quiz, already_saved)."""
    with transaction.atomic():
        owner = _user_lock(user=user)
        original = quiz_get_by_share_token(share_token=share_token, for_update=True)
        existing = quiz_copy_of(user=owner, original=original)
        if existing is not None:
            return existing, True
        _ensure_room_for_another_quiz(user=owner)
        quiz_copy = SavedQuiz.objects.create(
            user=owner,
            title=original.title,
            questions=copy.deepcopy(original.questions),
            copied_from=original,
        )
        return quiz_copy, False


def quiz_high_score_update(*, user: User, quiz_id: int, score: int) -> tuple[int, bool]:
    """Keeps the best score. Answers (high_score, is_new_high_score)."""
    with transaction.atomic():
        quiz = quiz_get(user=user, quiz_id=quiz_id, for_update=True)
        if not 0 <= score <= quiz.question_count:
            raise _invalid("score", f"The score must be between 0 and {quiz.question_count}.")
        is_new = score > quiz.high_score
        if is_new:
            quiz.high_score = score
            quiz.save(update_fields=["high_score", "updated_at"])
        return quiz.high_score, is_new


def quiz_export(*, user: User, quiz_id: int, export_format: str) -> exports.ExportFile:
    quiz = quiz_get(user=user, quiz_id=quiz_id)
    if export_format not in exports.EXPORT_FORMATS:
        raise _invalid("format", exports.FORMAT_CHOICE_MESSAGE)
    plan_feature_require(user=user, feature="export")
    return exports.quiz_export_file(title=quiz.title, questions=quiz.questions, export_format=export_format)
