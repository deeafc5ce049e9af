"""Finished games in the database: storing one, reading the host's, and the CSV download."""

import csv
import hashlib
import io
from datetime import timedelta
from typing import Any

from django.conf import settings
from django.db import IntegrityError, transaction
from django.db.models import QuerySet
from django.utils import timezone

from quizforge.accounts.models import User
from quizforge.core.exceptions import NotFound
from quizforge.multiplayer.models import Game, GameAnswer, GamePlayer
from quizforge.multiplayer.report import PlayerAnswers, misconception_report
from quizforge.multiplayer.room_settings import extra_time, scoring_of, timer_of
from quizforge.multiplayer.room_store import RoomSnapshot
from quizforge.quizzes.models import SavedQuiz
from quizforge.reviews.services import misses_record

GAME_NOT_FOUND = "Game not found."


def questions_played(
    *, snapshot: RoomSnapshot, standings: list[dict[str, Any]], answers: dict[str, dict[str, Any]]
) -> list[dict[str, Any]]:
    """The questions played, each with how many chose each choice, how many players were there (had an
    answer, given or timed out) and how many were right: rates count those present."""
    in_standings = {row["id"] for row in standings}
    played = []
    for index, question in enumerate(snapshot.questions[: snapshot.int("played")]):
        given = [a for key, a in answers.items() if _answer_of(key, index, in_standings)]
        played.append(
            {
                **question,
                "answer_counts": [
                    snapshot.counts.get(f"{index}:{i}", 0) for i in range(len(question["choices"]))
                ],
                "present": len(given),
                "correct": sum(1 for a in given if a["is_correct"]),
            }
        )
    return played


def _answer_of(key: str, index: int, players: set[str]) -> bool:
    question, player_id = key.split(":", 1)
    return int(question) == index and player_id in players


def _quiz_still_saved(quiz_id: Any) -> int | None:
    """The room's quiz, unless it was deleted while the game ran (or the room predates the link)."""
    if not str(quiz_id or "").isdigit():
        return None
    return SavedQuiz.objects.filter(pk=int(quiz_id)).values_list("pk", flat=True).first()


def game_save(
    *, snapshot: RoomSnapshot, standings: list[dict[str, Any]], answers: dict[str, dict[str, Any]]
) -> int:
    """Stores a finished room once (a second call answers the same game), with the questions played."""
    existing = Game.objects.filter(room_uid=snapshot.meta["uid"]).values_list("pk", flat=True).first()
    if existing is not None:
        return existing
    played = snapshot.int("played")
    try:
        with transaction.atomic():
            game = Game.objects.create(
                room_uid=snapshot.meta["uid"],
                code=snapshot.code,
                host_id=int(snapshot.meta["host_user_id"]),
                quiz_title=snapshot.meta["title"],
                quiz_id=_quiz_still_saved(snapshot.meta.get("quiz_id")),
                questions=questions_played(snapshot=snapshot, standings=standings, answers=answers),
                time_per_question=snapshot.int("tpq"),
                end_reason=snapshot.meta.get("end_reason") or "finished",
                scoring=scoring_of(snapshot.meta),
                timer=timer_of(snapshot.meta),
            )
            players = {
                row["id"]: GamePlayer.objects.create(
                    game=game,
                    player_id=row["id"],
                    name=row["name"],
                    is_host=row["is_host"],
                    rank=row["rank"],
                    score=row["score"],
                    correct_answers=row["correct_answers"],
                    total_answers=row["total_answers"],
                    best_streak=row["best_streak"],
                    review_key=review_key(snapshot.players.get(row["id"], {}).get("token", "")),
                    extra_time=extra_time(snapshot.players.get(row["id"], {})),
                )
                for row in standings
            }
            GameAnswer.objects.bulk_create(
                GameAnswer(
                    player=players[player_id],
                    question_index=int(index),
                    choice=answer["choice"][:300],
                    is_correct=answer["is_correct"],
                    points=answer["points"],
                    elapsed_ms=answer["elapsed_ms"],
                )
                for key, answer in answers.items()
                for index, player_id in [key.split(":", 1)]
                if player_id in players and int(index) < played
            )
    except IntegrityError:
        return Game.objects.get(room_uid=snapshot.meta["uid"]).pk
    return game.pk


def review_key(token: str) -> str:
    """What is stored of a player's token: enough to find its review, not to be that player."""
    return hashlib.sha256(token.encode()).hexdigest() if token else ""


REVIEW_NOT_FOUND = "There is nothing to review with this link: the game's results may have been deleted."
REVIEW_EXPIRED = "This review link has expired: a game's mistakes can be reviewed for {days} days."
REVIEW_DAYS = 30  # the default of settings.LIVE_GAME_REVIEW_DAYS


def player_review(*, player_token: str) -> dict[str, Any]:
    """The questions a player missed (a wrong answer, or none given in time), in the quiz's order, with their
    source and explanation, for LIVE_GAME_REVIEW_DAYS after the game while its stored results exist."""
    player = (
        GamePlayer.objects.select_related("game")
        .prefetch_related("answers")
        .filter(review_key=review_key(player_token))
        .first()
        if player_token
        else None
    )
    if player is None:
        raise NotFound(REVIEW_NOT_FOUND)
    days = int(getattr(settings, "LIVE_GAME_REVIEW_DAYS", REVIEW_DAYS))
    if player.game.created_at < timezone.now() - timedelta(days=days):
        raise NotFound(REVIEW_EXPIRED.format(days=days))
    # only the questions it met: a late joiner has no answer row for those before it came
    wrong = {a.question_index for a in player.answers.all() if not a.is_correct}
    missed = [
        {**_review_question(question), "your_answer": _answer_of_player(player, index)}
        for index, question in enumerate(player.game.questions)
        if index in wrong
    ]
    return {
        "quiz_title": player.game.quiz_title,
        "played_at": player.game.created_at,
        "name": player.name,
        "questions_played": len(player.game.questions),
        "questions": missed,
    }


def player_misses_queue(*, user: User, player_token: str) -> int:
    """Puts the questions a player missed into the signed-in user's review queue, from that player's own
    device (it holds the token); questions already queued keep their progress, so asking again is harmless.
    Answers how many were missed."""
    missed = player_review(player_token=player_token)["questions"]
    return misses_record(user=user, questions=[_review_question(question) for question in missed])


def _review_question(question: dict[str, Any]) -> dict[str, Any]:
    return {
        "question": question["question"],
        "choices": list(question["choices"]),
        "correct_answer": question["correct_answer"],
        "source": question.get("source") or None,
        "explanation": question.get("explanation") or None,
    }


def _answer_of_player(player: GamePlayer, index: int) -> str | None:
    answer = next((a for a in player.answers.all() if a.question_index == index), None)
    return answer.choice if answer and answer.choice else None


def game_list(*, user: User) -> QuerySet[Game]:
    """The host's live games. A homework keeps its answers in a game too; its page lists those."""
    return Game.objects.filter(host=user, homework__isnull=True).prefetch_related("players")


def game_get(*, user: User, game_id: int) -> Game:
    """One of the host's games; anyone else's answers like a missing one."""
    game = Game.objects.filter(host=user, pk=game_id).prefetch_related("players__answers").first()
    if game is None:
        raise NotFound(GAME_NOT_FOUND)
    return game


def game_report(*, game: Game) -> dict[str, Any]:
    """The misconception report (report.misconception_report) of a game read with its players' answers."""
    players = [
        PlayerAnswers({a.question_index: (a.choice, a.is_correct) for a in player.answers.all()})
        for player in game.players.all()
    ]
    return misconception_report(game.questions, players)


NO_ANSWER = "no answer"


def game_csv(*, game: Game) -> str:
    """One row per player: rank, name, score, correct, answered, accuracy, best streak, then each question
    (the choice, and whether it was correct, apart from the points; "no answer" for a missed one). Then,
    after an empty row, the report's section: one row per question, most missed first. It starts with a
    UTF-8 byte order mark so that spreadsheet programs read every script."""
    out = io.StringIO()
    out.write("\ufeff")
    writer = csv.writer(out)
    _players_section(writer, game)
    writer.writerow([])
    _questions_section(writer, game_report(game=game))
    return out.getvalue()


def _percent(share: float) -> str:
    return f"{round(100 * share)}%"


QUESTION_COLUMNS = [
    "question",
    "text",
    "correct_answer",
    "players",
    "correct",
    "missed",
    "correct_share",
    "most_chosen_wrong_answer",
    "its_share",
    "nobody_fell_for_this",
    "point_biserial",
    "separation",
]


def _questions_section(writer: Any, report: dict[str, Any]) -> None:
    """Per question the report's figures, then each choice as "choice: count (share)"."""
    most_choices = max((len(q["choices"]) for q in report["questions"]), default=0)
    writer.writerow(QUESTION_COLUMNS + [f"choice_{i + 1}" for i in range(most_choices)])
    for q in report["questions"]:
        top = q["most_chosen_wrong"]
        unchosen = [c["choice"] for c in q["choices"] if c["nobody_fell_for_this"]]
        cells = [
            f"Q{q['index'] + 1}",
            q["question"],
            q["correct_answer"],
            q["players"],
            q["correct"],
            q["missed"],
            _percent(q["correct"] / q["players"]) if q["players"] else "",
            top["choice"] if top else "",
            _percent(top["share"]) if top else "",
            " | ".join(unchosen),
            "" if q["point_biserial"] is None else q["point_biserial"],
            q["discrimination"] or "",
        ]
        cells += [f"{c['choice']}: {c['count']} ({_percent(c['share'])})" for c in q["choices"]]
        writer.writerow([_safe(c) if isinstance(c, str) else c for c in cells])


def _players_section(writer: Any, game: Game) -> None:
    questions = game.questions
    writer.writerow(
        ["rank", "name", "score", "correct", "answered", "accuracy", "best_streak"]
        + [f"Q{i + 1}" for i in range(len(questions))]
    )
    for player in game.players.all():
        by_index = {a.question_index: a for a in player.answers.all()}
        accuracy = round(100 * player.correct_answers / player.total_answers) if player.total_answers else 0
        cells = []
        for index in range(len(questions)):
            answer = by_index.get(index)
            if answer is None or not answer.choice:
                cells.append(NO_ANSWER)
            else:
                verdict = "correct" if answer.is_correct else "wrong"
                cells.append(
                    f"{verdict}: {answer.choice} ({answer.points} pts, {answer.elapsed_ms / 1000:.1f} s)"
                )
        writer.writerow(
            [
                player.rank,
                _safe(player.name),
                player.score,
                player.correct_answers,
                player.total_answers,
                f"{accuracy}%",
                player.best_streak,
                *(_safe(c) for c in cells),
            ]
        )


def _safe(cell: str) -> str:
    """A cell a spreadsheet would run as a formula is kept as text."""
    return "'" + cell if cell[:1] in ("=", "+", "-", "@") else cell
