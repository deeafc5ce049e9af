"""What a player or the host is told when a `RoomStore` script refuses a change: one sentence and one error
per refusal kind, for the HTTP joins and the socket alike."""

from collections.abc import Callable

from quizforge.core.exceptions import ApplicationError, Conflict, InvalidInput, NotAuthenticated, NotFound
from quizforge.multiplayer.room_store import StoreRefused

MIN_PLAYERS = 2

ROOM_NOT_FOUND = "Room not found. Please check the code."
NAME_TAKEN = "This name is already taken in this room. Please choose another."
NAME_TAKEN_NOW = "Someone in the room has that name now."
ROOM_FULL = "This room is full."
ROOM_LOCKED = "This room is locked: the host is not letting anyone new in."
GAME_STARTED = "The game has already started."
BAD_TOKEN = "Please join the room again."  # noqa: S105 (a sentence, not a secret)
KICKED_OUT = "You have been removed from the game by the host."
REJOIN_WAIT = "Waiting for the host to let you in."
TOO_FEW = f"You need at least {MIN_PLAYERS} players to start the game"
NOT_RUNNING = "No question is running."
STILL_RUNNING = "The question is still running."
PAUSED = "The game is paused."
ALREADY_ANSWERED = "You have already answered this question."
NOT_PAUSED = "The game is not paused."
ALREADY_PAUSED = "The game is already paused."
CANNOT_KICK_HOST = "The host cannot be removed."
NO_SUCH_PLAYER = "No such player in this room."
NO_REQUEST = "That request is no longer waiting."


def _name_taken() -> ApplicationError:
    return Conflict(NAME_TAKEN, details={"name": [NAME_TAKEN]})


_REFUSALS: dict[str, Callable[[], ApplicationError]] = {
    "not_found": lambda: NotFound(ROOM_NOT_FOUND),
    "unauthorized": lambda: NotAuthenticated(BAD_TOKEN),
    "name_taken": _name_taken,
    "name_taken_now": lambda: InvalidInput(NAME_TAKEN_NOW),
    "full": lambda: Conflict(ROOM_FULL),
    "locked": lambda: Conflict(ROOM_LOCKED),
    "started": lambda: Conflict(GAME_STARTED),
    "already_started": lambda: InvalidInput(GAME_STARTED),
    "too_few": lambda: InvalidInput(TOO_FEW),
    "not_running": lambda: InvalidInput(NOT_RUNNING),
    "closed": lambda: InvalidInput(NOT_RUNNING),
    "not_playing": lambda: InvalidInput(NOT_RUNNING),
    "still_running": lambda: InvalidInput(STILL_RUNNING),
    "paused": lambda: InvalidInput(PAUSED),
    "already_answered": lambda: InvalidInput(ALREADY_ANSWERED),
    "not_paused": lambda: InvalidInput(NOT_PAUSED),
    "already_paused": lambda: InvalidInput(ALREADY_PAUSED),
    "is_host": lambda: InvalidInput(CANNOT_KICK_HOST),
    "no_player": lambda: InvalidInput(NO_SUCH_PLAYER),
    "no_request": lambda: InvalidInput(NO_REQUEST),
}


def refusal(refused: StoreRefused) -> ApplicationError:
    """The error a refusal answers (an unknown kind: its name, as a 400)."""
    make = _REFUSALS.get(refused.kind)
    return make() if make is not None else InvalidInput(refused.kind)
