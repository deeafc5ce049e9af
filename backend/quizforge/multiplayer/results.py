"""Finished games in the database: storing one, reading the host's, and the CSV download."""

import csv
import io
from typing import Any

from django.db import IntegrityError, transaction
from django.db.models import QuerySet

from quizforge.accounts.models import User
from quizforge.core.exceptions import NotFound
from quizforge.multiplayer.models import Game, GameAnswer, GamePlayer
from quizforge.multiplayer.room_settings import extra_time, scoring_of, timer_of
from quizforge.multiplayer.room_store import RoomSnapshot

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


def game_list(*, user: User) -> QuerySet[Game]:
    return Game.objects.filter(host=user).prefetch_related("players")


def game_get(*, user: User, game_id: int) -> Game:
    """One of the host's games; anyone else's answers like a missing one."""
    game = Game.objects.filter(host=user, pk=game_id).prefetch_related("players__answers").first()
    if game is None:
        raise NotFound(GAME_NOT_FOUND)
    return game


NO_ANSWER = "no answer"


def game_csv(*, game: Game) -> str:
    """One row per player: rank, name, score, correct, answered, accuracy, best streak, then each question
    (the choice, and whether it was correct, apart from the points; "no answer" for a missed one). It
    starts with a UTF-8 byte order mark so that spreadsheet programs read every script."""
    out = io.StringIO()
    out.write("\ufeff")
    writer = csv.writer(out)
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
    return out.getvalue()


def _safe(cell: str) -> str:
    """A cell a spreadsheet would run as a formula is kept as text."""
    return "'" + cell if cell[:1] in ("=", "+", "-", "@") else cell
