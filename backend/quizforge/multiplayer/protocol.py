"""The live-game socket protocol, defined once (CONTRACT §7). `events.message` refuses a message or a field
that is not here; `protocol_docs` writes the client's TypeScript types and the message tables of
docs/live-games.md from it (`make lint` checks both are up to date). Field types are TypeScript's; a
trailing `?` on a field's name makes it optional."""

from dataclasses import dataclass

GAME_STATES = "'lobby' | 'countdown' | 'open' | 'ended' | 'finished'"
END_REASONS = "'finished' | 'ended_by_host' | 'expired'"
SCORING = "'speed' | 'accuracy'"
TIMER = "'per_question' | 'none'"

# Shapes used inside messages: name -> {field: type}
SHAPES: dict[str, dict[str, str]] = {
    "QuestionText": {"question": "string", "choices": "string[]"},
    "RoomPlayer": {
        "id": "string",
        "name": "string",
        "is_host": "boolean",
        "is_connected": "boolean",
        "score": "number",
        "extra_time?": "number",
    },
    "PlayerStats": {
        "score": "number",
        "rank": "number",
        "current_streak": "number",
        "best_streak": "number",
        "correct_answers": "number",
        "total_answers": "number",
        "accuracy": "number",
    },
    "JoinedPlayer": {
        "id": "string",
        "name": "string",
        "is_host": "boolean",
        "is_connected": "boolean",
        "score": "number",
        "extra_time": "number",
        "rank": "number",
        "current_streak": "number",
        "best_streak": "number",
        "correct_answers": "number",
        "total_answers": "number",
        "accuracy": "number",
    },
    "LeaderboardRow": {
        "id": "string",
        "name": "string",
        "is_host": "boolean",
        "score": "number",
        "current_streak": "number",
        "best_streak": "number",
        "correct_answers": "number",
        "total_answers": "number",
        "accuracy": "number",
        "is_connected": "boolean",
        "rank": "number",
    },
    "RoomState": {
        "code": "string",
        "quiz": "{ title: string }",
        "total_questions": "number",
        "time_per_question": "number",
        "max_players": "number",
        "show_leaderboard_after_each": "boolean",
        "allow_late_join": "boolean",
        "locked": "boolean",
        "scoring": SCORING,
        "timer": TIMER,
        "status": "'lobby' | 'playing' | 'finished'",
        "players": "RoomPlayer[]",
    },
}


@dataclass(frozen=True)
class Message:
    type: str
    fields: dict[str, str]
    who: str
    doc: str = ""

    @property
    def required(self) -> frozenset[str]:
        return frozenset(name for name in self.fields if not name.endswith("?"))

    @property
    def names(self) -> frozenset[str]:
        return frozenset(name.rstrip("?") for name in self.fields)


CLIENT_MESSAGES: tuple[Message, ...] = (
    Message(
        "join_room",
        {"name?": "string", "player_token?": "string", "token?": "string"},
        "first message: a player's `player_token`, or the host's access token as `token`",
    ),
    Message("start_game", {}, "host; needs 2 connected people, the host included"),
    Message(
        "submit_answer",
        {"answer": "string", "time_taken?": "number"},
        "anyone, once a question (`answer` is the choice text; `time_taken` is only a hint)",
    ),
    Message("next_question", {}, "host, after `question_ended`"),
    Message("pause_game", {}, "host, while a question runs"),
    Message("resume_game", {}, "host, while paused"),
    Message("end_game", {}, "host, while playing: the game ends now and is stored with the questions played"),
    Message("kick_player", {"player_id": "string"}, "host"),
    Message(
        "set_extra_time",
        {"player_id": "string", "factor": "1 | 1.5 | 2"},
        "host, in the lobby or between questions: that pupil's time per question is `factor` times the"
        " room's",
    ),
    Message("end_question", {}, "host, while a question runs (in a room without a timer, the only end)"),
    Message("allow_rejoin", {"request_id": "string"}, "host, after `rejoin_requested`"),
    Message("deny_rejoin", {"request_id": "string"}, "host, after `rejoin_requested`"),
    Message("lock_room", {}, "host: nobody new may join"),
    Message("unlock_room", {}, "host"),
    Message("ping", {}, "anyone; answered by `pong`"),
)

SERVER_MESSAGES: tuple[Message, ...] = (
    Message("connection_established", {"message": "string"}, "the socket, after `join_room`"),
    Message(
        "join_success",
        {
            "player_id": "string",
            "is_host": "boolean",
            "room": "RoomState",
            "player": "JoinedPlayer",
            "game_state": GAME_STATES,
        },
        "the socket; then where the game stands (see below). A `RoomPlayer`'s `extra_time` is only in the"
        " host's (every pupil's) and in a pupil's own row; `player.extra_time` is the socket's own",
    ),
    Message(
        "lobby_update",
        {"joined": "RoomPlayer[]", "left": "string[]", "connected": "number", "players": "number"},
        "the room, at most 4 times a second per server process while people come and go: who came online"
        " (`joined`, not on a reconnect of a player still online) and whose last socket closed (`left`, ids),"
        " then how many pupils are `connected` and in the room (`players`)",
    ),
    Message(
        "player_left",
        {"player_id": "string", "player": "RoomPlayer", "kicked": "boolean"},
        "the room, when the host removes a player (`kicked`: true)",
    ),
    Message("game_starting", {"countdown": "number", "starts_at": "number"}, "the room"),
    Message(
        "question_start",
        {
            "question": "QuestionText",
            "question_index": "number",
            "total_questions": "number",
            "time_per_question": "number",
            "question_start_time": "number",
            "deadline": "number",
            "has_answered": "boolean",
            "is_paused": "boolean",
        },
        "the room (the socket alone on reconnect); never the correct answer. `deadline` is 0 in a room"
        " without a timer (the question ends for the room at the last extra deadline, or when everyone has"
        " answered)",
    ),
    Message(
        "extra_deadlines",
        {"question_index": "number", "extra_deadlines": "Record<string, number>"},
        "just after `question_start` (again on reconnect), in a room with a timer where pupils have extra"
        " time: player id -> its own later deadline; to the host all of them, to each such pupil its own,"
        " to nobody else",
    ),
    Message("answer_received", {"question_index": "number"}, "the answerer, at once ('Answer Locked In!')"),
    Message(
        "answer_count",
        {"answered": "number", "connected": "number"},
        "the room, at most once a second when it changed, the last always; a (re)connecting socket at once",
    ),
    Message(
        "answer_result",
        {
            "question_index": "number",
            "answered": "boolean",
            "is_correct": "boolean",
            "correct_answer": "string",
            "points_earned": "number",
            "player_stats": "PlayerStats",
        },
        "each player, when the question ends (just before `question_ended`; again on reconnect)",
    ),
    Message(
        "question_ended",
        {
            "question_index": "number",
            "total_questions": "number",
            "question": "QuestionText",
            "correct_answer": "string",
            "answer_counts": "number[]",
            "leaderboard": "LeaderboardRow[]",
            "total_players": "number",
            "show_leaderboard": "boolean",
            "is_last_question": "boolean",
            "source": "string | null",
            "explanation": "string | null",
        },
        "the room; `leaderboard` is the top 10, `answer_counts` one number per choice in choice order",
    ),
    Message("game_paused", {"remaining_ms": "number", "question_index": "number"}, "the room"),
    Message("game_resumed", {"deadline": "number", "remaining_ms": "number"}, "the room"),
    Message(
        "game_finished",
        {
            "leaderboard": "LeaderboardRow[]",
            "total_players": "number",
            "total_questions": "number",
            "questions_played": "number",
            "game_id": "number | null",
            "end_reason": END_REASONS,
        },
        "the room; `leaderboard` is the top 10",
    ),
    Message(
        "your_result",
        {"row": "LeaderboardRow", "rank": "number"},
        "each player, just before `game_finished` (again on reconnect)",
    ),
    Message(
        "rejoin_requested",
        {"request_id": "string", "name": "string"},
        "the host: a device asks to be a disconnected (or kicked) player; each pending one on (re)connect",
    ),
    Message("rejoin_resolved", {"request_id": "string", "allowed": "boolean"}, "the host, once decided"),
    Message("rejoin_pending", {"message": "string"}, "the waiting socket of a pending join"),
    Message("rejoin_denied", {"message": "string"}, "the waiting socket, then close 4403"),
    Message(
        "extra_time_set",
        {"player_id": "string", "extra_time": "number"},
        "the host's sockets and that pupil's, after `set_extra_time` (never the class)",
    ),
    Message("room_locked", {}, "the room"),
    Message("room_unlocked", {}, "the room"),
    Message("kicked", {"message": "string"}, "the kicked socket, then close 4403"),
    Message("pong", {}, "the socket"),
    Message("error", {"message": "string"}, "the socket"),
)

CLIENT = {m.type: m for m in CLIENT_MESSAGES}
SERVER = {m.type: m for m in SERVER_MESSAGES}

CLOSE_CODES = {
    4401: "no valid `join_room` within 5 s, or a bad token (an `error` comes first)",
    4403: "kicked, or a pending join the host refused",
    4404: "unknown or ended room",
}


def _value_problems(kind: str, value: object, where: str) -> list[str]:
    """What in a value does not fit a field type: a shape's fields, or each item of a `Shape[]`."""
    if kind.endswith("[]") and kind[:-2] in SHAPES:
        if not isinstance(value, list):
            return [f"{where} is not a list"]
        return [p for i, item in enumerate(value) for p in _value_problems(kind[:-2], item, f"{where}[{i}]")]
    if kind in SHAPES:
        if not isinstance(value, dict):
            return [f"{where} is not an object"]
        fields = {name.rstrip("?"): sub for name, sub in SHAPES[kind].items()}
        required = {name for name in SHAPES[kind] if not name.endswith("?")}
        if not required <= set(value) <= set(fields):
            return [f"{where} has {sorted(value)}, the protocol says {sorted(SHAPES[kind])}"]
        return [
            p
            for name, sub in fields.items()
            if name in value
            for p in _value_problems(sub, value[name], f"{where}.{name}")
        ]
    return []


def server_message_problems(body: dict[str, object]) -> list[str]:
    """How a server message differs from its definition here (empty when it fits), nested shapes included."""
    spec = SERVER.get(str(body.get("type")))
    if spec is None:
        return [f"unknown message {body.get('type')}"]
    fields = set(body) - {"type", "server_time"}
    if not spec.required <= fields <= spec.names:
        return [f"{spec.type} has {sorted(fields)}"]
    return [
        problem
        for name, kind in spec.fields.items()
        if name.rstrip("?") in body
        for problem in _value_problems(kind, body[name.rstrip("?")], f"{spec.type}.{name.rstrip('?')}")
    ]
