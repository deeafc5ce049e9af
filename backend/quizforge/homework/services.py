"""Homework (CONTRACT §8): assigning a quiz, pupils joining, resuming and answering, the owner letting a
device in. Every answer is checked here; a question's key leaves the server only with its result."""

import secrets
import uuid
from datetime import datetime, timedelta
from typing import Any

from django.conf import settings
from django.db import transaction
from django.utils import timezone

from quizforge.accounts.models import User
from quizforge.core.exceptions import ApplicationError, Conflict, NotFound, ServiceUnavailable
from quizforge.homework.models import Homework, HomeworkPupil, HomeworkRejoin
from quizforge.multiplayer.models import Game, GameAnswer, GamePlayer
from quizforge.multiplayer.names import name_key, name_skeleton
from quizforge.multiplayer.room_settings import SCORING_ACCURACY
from quizforge.multiplayer.services import pupil_name_clean, room_code_new, room_quiz_copy
from quizforge.quizzes.selectors import quiz_get

HOMEWORK_NOT_FOUND = "Homework not found. Please check the code."
HOMEWORK_CLOSED = "This homework is closed: it was due on {due}."
PUPIL_NOT_FOUND = "This device is not in this homework any more. Please join again."
ALREADY_ANSWERED = "This question has already been answered."
REJOIN_PENDING = "This name is already playing on another device. Waiting for the teacher to let you in."
REQUEST_NOT_FOUND = "This request has already been answered."
NO_CODE = "Could not find a free homework code. Please try again."
POINTS_PER_CORRECT = 1000  # scored by accuracy: no speed points, no streak bonus
LATE_GRACE_S = 1  # an answer sent just before the deadline may arrive just after it
END_REASON = "homework"


class HomeworkClosed(ApplicationError):
    status_code = 410


def homework_link(*, code: str) -> str:
    return f"{settings.SITE_URL}/homework/{code}"


def _closed(homework: Homework, now: datetime | None = None) -> bool:
    return (now or timezone.now()) >= homework.due_at


def _closed_error(homework: Homework) -> HomeworkClosed:
    due = homework.due_at.strftime("%Y-%m-%d %H:%M UTC")
    return HomeworkClosed(HOMEWORK_CLOSED.format(due=due), details={"due_at": [homework.due_at.isoformat()]})


def homework_assign(*, user: User, quiz_id: int, due_at: datetime, time_per_question: int | None) -> Homework:
    """The quiz is copied in, as into a live room: later edits do not reach the homework."""
    quiz = quiz_get(user=user, quiz_id=quiz_id)
    questions = [
        {**q, "answer_counts": [0] * len(q["choices"]), "present": 0, "correct": 0}
        for q in room_quiz_copy(quiz.questions)
    ]
    for _ in range(20):
        code = room_code_new()
        if Homework.objects.filter(code=code).exists():
            continue
        with transaction.atomic():
            game = Game.objects.create(
                room_uid=f"homework-{uuid.uuid4().hex[:20]}",
                code=code,
                host=user,
                quiz=quiz,
                quiz_title=quiz.title,
                questions=questions,
                time_per_question=time_per_question or 0,
                end_reason=END_REASON,
                scoring=SCORING_ACCURACY,
            )
            return Homework.objects.create(
                owner=user, game=game, code=code, due_at=due_at, time_per_question=time_per_question
            )
    raise ServiceUnavailable(NO_CODE)


def homework_by_code(*, code: str) -> Homework:
    homework = Homework.objects.select_related("game").filter(code=str(code).upper()).first()
    if homework is None:
        raise NotFound(HOMEWORK_NOT_FOUND)
    return homework


def homework_public(*, code: str) -> dict[str, Any]:
    """What the link shows before a name is given; `closed` once the due date has passed."""
    homework = homework_by_code(code=code)
    return {
        "code": homework.code,
        "quiz_title": homework.game.quiz_title,
        "total_questions": len(homework.game.questions),
        "time_per_question": homework.time_per_question,
        "due_at": homework.due_at,
        "closed": _closed(homework),
    }


def _token() -> str:
    return secrets.token_urlsafe(24)


def pupil_join(*, code: str, name: Any, device_token: Any = None) -> dict[str, Any]:
    """A pupil joins by name. The device that already holds the name's token gets its pupil back; another
    device giving a taken name asks the owner (`pending`), as in live rooms."""
    homework = homework_by_code(code=code)
    if _closed(homework):
        raise _closed_error(homework)
    clean = pupil_name_clean(name)
    key, skeleton = name_key(clean), name_skeleton(clean)
    with transaction.atomic():
        Game.objects.select_for_update().filter(pk=homework.game_id).first()  # one join or answer at a time
        pupils = HomeworkPupil.objects.filter(homework=homework)
        same = pupils.filter(name_key=key).first() or pupils.filter(name_skeleton=skeleton).first()
        if same is not None:
            if (
                isinstance(device_token, str)
                and device_token
                and secrets.compare_digest(device_token, same.token)
            ):
                return {"player_token": same.token, "pending": False, "message": ""}
            rejoin = HomeworkRejoin.objects.create(pupil=same, token=_token())
            return {"player_token": rejoin.token, "pending": True, "message": REJOIN_PENDING}
        player = GamePlayer.objects.create(
            game_id=homework.game_id,
            player_id=uuid.uuid4().hex,
            name=clean,
            is_host=False,
            rank=pupils.count() + 1,
            score=0,
            correct_answers=0,
            total_answers=0,
            best_streak=0,
        )
        pupil = HomeworkPupil.objects.create(
            homework=homework, player=player, name_key=key, name_skeleton=skeleton, token=_token()
        )
    return {"player_token": pupil.token, "pending": False, "message": ""}


def _pupil_for(homework: Homework, token: Any, *, for_update: bool = False) -> HomeworkPupil | None:
    if not isinstance(token, str) or not token:
        return None
    queryset = HomeworkPupil.objects.select_related("player")
    if for_update:
        queryset = queryset.select_for_update()
    return queryset.filter(homework=homework, token=token).first()


def _deadline(homework: Homework, pupil: HomeworkPupil) -> datetime | None:
    if homework.time_per_question is None or pupil.question_started_at is None:
        return None
    return pupil.question_started_at + timedelta(seconds=homework.time_per_question)


def _ms(moment: datetime | None) -> int | None:
    return None if moment is None else int(moment.timestamp() * 1000)


def _ranks_update(game: Game) -> None:
    """Ranked by correct answers; on a tie, who finished first, then who joined first."""
    players = list(GamePlayer.objects.filter(game=game).select_related("homework_pupil"))
    far = timezone.now() + timedelta(days=36500)
    players.sort(
        key=lambda p: (
            -p.correct_answers,
            p.homework_pupil.finished_at or far,
            p.homework_pupil.created_at,
        )
    )
    for rank, player in enumerate(players, start=1):
        if player.rank != rank:
            player.rank = rank
            player.save(update_fields=["rank"])


def _answer_record(
    game: Game, homework: Homework, pupil: HomeworkPupil, *, choice: str, now: datetime
) -> dict[str, Any]:
    """Stores the pupil's answer to its current question (an empty choice: missed), moves it on and keeps
    the game's counts and ranks; the caller holds the game's row lock."""
    index = pupil.position
    question = game.questions[index]
    started = pupil.question_started_at or now
    is_correct = bool(choice) and choice == question["correct_answer"]
    points = POINTS_PER_CORRECT if is_correct else 0
    GameAnswer.objects.create(
        player=pupil.player,
        question_index=index,
        choice=choice[:300],
        is_correct=is_correct,
        points=points,
        elapsed_ms=max(int((now - started).total_seconds() * 1000), 0),
    )
    player = pupil.player
    player.total_answers += 1
    player.correct_answers += int(is_correct)
    player.score += points
    pupil.current_streak = pupil.current_streak + 1 if is_correct else 0
    player.best_streak = max(player.best_streak, pupil.current_streak)
    player.save(update_fields=["total_answers", "correct_answers", "score", "best_streak"])
    if choice in question["choices"]:
        question["answer_counts"][question["choices"].index(choice)] += 1
    question["present"] += 1
    question["correct"] += int(is_correct)
    game.save(update_fields=["questions", "updated_at"])
    pupil.position = index + 1
    pupil.question_started_at = None
    if pupil.position >= len(game.questions):
        pupil.finished_at = now
    pupil.save(
        update_fields=["position", "question_started_at", "current_streak", "finished_at", "updated_at"]
    )
    _ranks_update(game)
    return {
        "question_index": index,
        "answered": bool(choice),
        "is_correct": is_correct,
        "correct_answer": question["correct_answer"],
        "source": question.get("source"),
        "explanation": question.get("explanation"),
    }


def _late(homework: Homework, pupil: HomeworkPupil, now: datetime) -> bool:
    deadline = _deadline(homework, pupil)
    return deadline is not None and now > deadline + timedelta(seconds=LATE_GRACE_S)


def _state(homework: Homework, pupil: HomeworkPupil, now: datetime) -> dict[str, Any]:
    game = homework.game
    total = len(game.questions)
    finished = pupil.position >= total
    status = "finished" if finished else "closed" if _closed(homework, now) else "playing"
    question = None
    if status == "playing":
        shown = game.questions[pupil.position]
        question = {"question": shown["question"], "choices": shown["choices"]}
    return {
        "status": status,
        "name": pupil.player.name,
        "quiz_title": game.quiz_title,
        "question_index": min(pupil.position, total),
        "total_questions": total,
        "time_per_question": homework.time_per_question,
        "question": question,
        "deadline": _ms(_deadline(homework, pupil)) if status == "playing" else None,
        "server_time": _ms(now),
        "correct_answers": pupil.player.correct_answers,
        "total_answers": pupil.player.total_answers,
        "due_at": homework.due_at,
    }


def pupil_state(*, code: str, token: Any) -> dict[str, Any]:
    """Where the device's pupil is: its current question (whose clock starts when first shown; a question
    left unanswered past its deadline counts as missed), or the end. A device waiting for the owner gets
    `pending`."""
    homework = homework_by_code(code=code)
    now = timezone.now()
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=homework.game_id)
        homework.game = game
        pupil = _pupil_for(homework, token, for_update=True)
        if pupil is None:
            if (
                isinstance(token, str)
                and HomeworkRejoin.objects.filter(pupil__homework=homework, token=token).exists()
            ):
                return {"status": "pending", "message": REJOIN_PENDING, "server_time": _ms(now)}
            raise NotFound(PUPIL_NOT_FOUND)
        if pupil.position < len(game.questions) and not _closed(homework, now):
            if _late(homework, pupil, now):
                _answer_record(game, homework, pupil, choice="", now=now)
            if pupil.position < len(game.questions) and pupil.question_started_at is None:
                pupil.question_started_at = now
                pupil.save(update_fields=["question_started_at", "updated_at"])
        return _state(homework, pupil, now)


def pupil_answer(*, code: str, token: Any, question_index: int, answer: str) -> dict[str, Any]:
    """The pupil's answer to the question it is on: the first one counts (two at once: exactly one), one
    after the deadline counts as missed, and none is taken once the homework is closed."""
    homework = homework_by_code(code=code)
    now = timezone.now()
    with transaction.atomic():
        game = Game.objects.select_for_update().get(pk=homework.game_id)
        homework.game = game
        pupil = _pupil_for(homework, token, for_update=True)
        if pupil is None:
            raise NotFound(PUPIL_NOT_FOUND)
        if _closed(homework, now):
            raise _closed_error(homework)
        if question_index != pupil.position or pupil.question_started_at is None:
            raise Conflict(ALREADY_ANSWERED, details={"question_index": [ALREADY_ANSWERED]})
        choice = "" if _late(homework, pupil, now) else answer
        result = _answer_record(game, homework, pupil, choice=choice, now=now)
    # the next question's clock starts when the pupil asks for it, not while it reads this result
    return {
        **result,
        "finished": pupil.finished_at is not None,
        "correct_answers": pupil.player.correct_answers,
    }


def homework_of_owner(*, user: User, code: str) -> Homework:
    """One of the user's homework; anyone else's answers like a missing one."""
    homework = Homework.objects.select_related("game").filter(owner=user, code=str(code).upper()).first()
    if homework is None:
        raise NotFound(HOMEWORK_NOT_FOUND)
    return homework


def rejoin_allow(*, user: User, code: str, request_id: int) -> None:
    """The asking device becomes the pupil; the device that had it stops being it."""
    homework = homework_of_owner(user=user, code=code)
    with transaction.atomic():
        rejoin = (
            HomeworkRejoin.objects.select_for_update()
            .select_related("pupil")
            .filter(pk=request_id, pupil__homework=homework)
            .first()
        )
        if rejoin is None:
            raise NotFound(REQUEST_NOT_FOUND)
        pupil = rejoin.pupil
        pupil.token = rejoin.token
        rejoin.delete()
        pupil.save(update_fields=["token", "updated_at"])


def rejoin_deny(*, user: User, code: str, request_id: int) -> None:
    homework = homework_of_owner(user=user, code=code)
    deleted, _ = HomeworkRejoin.objects.filter(pk=request_id, pupil__homework=homework).delete()
    if not deleted:
        raise NotFound(REQUEST_NOT_FOUND)
