"""Every refusal of the room scripts (`{"err": KIND}` in `lua/*.lua`), mapped once to what the person is
told. `retry` (the clock moved under an answer) and `taken` (a room code in use) are handled where they
happen and never reach anyone."""

from collections.abc import Callable

from quizforge.core.exceptions import ApplicationError, Conflict, InvalidInput, NotAuthenticated, NotFound

ROOM_NOT_FOUND = "Room not found. Please check the code."
NAME_TAKEN = "This name is already taken in this room. Please choose another."
ROOM_FULL = "This room is full."
ROOM_LOCKED = "This room is locked: the host is not letting anyone new in."
GAME_STARTED = "The game has already started."
TOO_FEW = "You need at least 2 players to start the game"
NOT_RUNNING = "No question is running."
STILL_RUNNING = "The question is still running."
PAUSED = "The game is paused."
ALREADY_ANSWERED = "You have already answered this question."
NOT_PAUSED = "The game is not paused."
ALREADY_PAUSED = "The game is already paused."
CANNOT_KICK_HOST = "The host cannot be removed."
NO_SUCH_PLAYER = "No such player in this room."
BAD_TOKEN = "Please join the room again."  # noqa: S105 (a sentence, not a secret)
KICKED_OUT = "You have been removed from the game by the host."
NO_REQUEST = "That request is no longer waiting."
NOT_PLAYING = "The game has not started."
NAME_TAKEN_SINCE = "Someone in the room has that name now."


class Kicked(ApplicationError):
    """A kicked player's token: the socket is told `kicked` and closed 4403."""


REFUSALS: dict[str, Callable[[], ApplicationError]] = {
    # joining (HTTP join, the host's first socket)
    "not_found": lambda: NotFound(ROOM_NOT_FOUND),
    "name_taken": lambda: Conflict(NAME_TAKEN, details={"name": [NAME_TAKEN]}),
    "full": lambda: Conflict(ROOM_FULL),
    "locked": lambda: Conflict(ROOM_LOCKED),
    "started": lambda: Conflict(GAME_STARTED),
    # a socket's token
    "unauthorized": lambda: NotAuthenticated(BAD_TOKEN),
    "kicked": lambda: Kicked(KICKED_OUT),
    # the game
    "too_few": lambda: InvalidInput(TOO_FEW),
    "already_started": lambda: InvalidInput(GAME_STARTED),
    "not_running": lambda: InvalidInput(NOT_RUNNING),
    "closed": lambda: InvalidInput(NOT_RUNNING),
    "still_running": lambda: InvalidInput(STILL_RUNNING),
    "not_playing": lambda: InvalidInput(NOT_RUNNING),
    "not_started": lambda: InvalidInput(NOT_PLAYING),
    "paused": lambda: InvalidInput(PAUSED),
    "already_answered": lambda: InvalidInput(ALREADY_ANSWERED),
    "not_paused": lambda: InvalidInput(NOT_PAUSED),
    "already_paused": lambda: InvalidInput(ALREADY_PAUSED),
    "is_host": lambda: InvalidInput(CANNOT_KICK_HOST),
    "no_player": lambda: InvalidInput(NO_SUCH_PLAYER),
    "no_request": lambda: InvalidInput(NO_REQUEST),
    "name_taken_since": lambda: InvalidInput(NAME_TAKEN_SINCE),
}


def refusal(kind: str) -> ApplicationError:
    """What the person is told for a script's refusal."""
    made = REFUSALS.get(kind)
    return made() if made is not None else InvalidInput(kind)
