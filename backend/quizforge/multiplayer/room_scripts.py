"""The Lua scripts of `RoomStore` (`lua/*.lua`): every read-modify-write of a room runs in Redis as one
atomic step. This module holds the one table of the keys they use and loads them.

Players' names are kept twice in `names`: "k:<NFKC case-folded>" and "s:<confusable skeleton>" -> player id.
A pending join request's token is kept in `tokens` as "?<request id>" until the host allows it.
The host's player (`host_pid`) presents: it is counted among the players only once it answers
(`host_plays`). A room ends at `expires_ms`: idle TTL after its last change, never after `ends_ms` (its
creation plus the longest life); its keys live GRACE_MS longer, so that whichever process sweeps the
`expiry` set first can store the game (see RoomStore.rooms_expired).
Who is online is kept as counters, never counted by a scan: `online` (player id -> its open sockets),
`procs` (server process id -> the room's sockets on it), and in `meta` `online_n` (players online) and
`done_n` (players online who answered the running question). A socket counts while its server process keeps
`qf:proc:<id>` alive (see `RoomStore`): the first script that finds a process's heartbeat lapsed takes its
sockets out of the counters (`lapsed`), and puts them back when it resumes; the entries are never deleted (a
process that was only late gets its sockets back; a dead one's go with the room).
ARGV[1] is always the room code, ARGV[2] the idle TTL in seconds. Every script answers one JSON object:
`{"err": KIND}` (a refusal, see `refusals.REFUSALS`) or the result.
"""

from importlib import resources

# The keys of one room, in the order scripts get them (KEYS[1], KEYS[2], ...), named `K.<name>` in Lua.
# `{CODE}` is a hash tag: a room's own keys stay in one cluster slot.
ROOM_KEYS: tuple[tuple[str, str], ...] = (
    ("meta", "hash: settings, the quiz's key, status, phase, question index, clock stamps, counters"),
    ("players", "hash: player id -> player JSON (score, streaks, counts)"),
    ("names", "hash: name key -> player id"),
    ("tokens", "hash: player token -> player id"),
    ("conns", "hash: socket channel name -> '<player id>@<server process id>'"),
    ("answers", "hash: '<question index>:<player id>' -> answer JSON"),
    ("counts", "hash: '<question index>:<choice index>' -> how many chose it"),
    ("clock", "sorted set shared by all rooms: room code -> when something is due (epoch ms)"),
    ("rejoins", "hash: request id -> join request JSON (a name or device that needs the host's consent)"),
    ("bans", "hash: 'k:<name key>', 's:<skeleton>', 't:<player token>', 'd:<device id>' -> '1' (kicked)"),
    ("expiry", "sorted set shared by all rooms: room code -> when the room ends (epoch ms)"),
    ("online", "hash: player id -> how many sockets it has open"),
    ("procs", "hash: server process id -> how many of the room's sockets it holds"),
    ("lapsed", "hash: server process id -> '1' while its heartbeat has lapsed (its sockets do not count)"),
    ("count_gate", "string: set while an answer_count window is open"),
    ("count_sent", "string: '<question index>:<answered>' of the last answer_count sent"),
    ("count_trailing", "string: set while a trailing answer_count is scheduled"),
)
SHARED_KEYS = {"clock": "qf:clock", "expiry": "qf:expiry"}
# CREATE also gets the host's rooms (`qf:user:<id>:rooms`, code -> created ms) as the key after these.
KEYS_GRACE_S = 600  # a room's keys outlive its end this long, for the sweep that stores its game
# The keys that live as long as the room (touch() renews them); the count_* keys expire by themselves.
LASTING_KEYS = tuple(
    name for name, _ in ROOM_KEYS if name not in SHARED_KEYS and not name.startswith("count")
)

SCRIPTS = (
    "CREATE",
    "JOIN",
    "CONNECT",
    "DISCONNECT",
    "START",
    "TICK",
    "END",
    "ANSWER",
    "PAUSE",
    "RESUME",
    "NEXT",
    "KICK",
    "COUNT_FLUSH",
    "LOBBY_COUNT",
    "REQUEST_LIST",
    "REQUEST_ALLOW",
    "REQUEST_DENY",
    "LOCK",
    "END_GAME",
    "EXPIRE",
    "EXTRA_TIME",
)


def room_keys(code: str) -> list[str]:
    """The keys of one room, in `ROOM_KEYS` order."""
    base = f"qf:room:{{{code}}}"
    return [
        SHARED_KEYS.get(name) or (base if name == "meta" else f"{base}:{name.replace('_', '-')}")
        for name, _ in ROOM_KEYS
    ]


def _key_table() -> str:
    names = ", ".join(f"{name} = KEYS[{i}]" for i, (name, _) in enumerate(ROOM_KEYS, start=1))
    lasting = ", ".join(f"K.{name}" for name in LASTING_KEYS)
    return f"local K = {{{names}}}\nlocal LASTING = {{{lasting}}}\nlocal GRACE_MS = {KEYS_GRACE_S * 1000}\n"


def script_source(name: str) -> str:
    """A script as Redis runs it: the key table, the shared prelude, then its own body."""
    folder = resources.files(__package__) / "lua"
    return _key_table() + (folder / "prelude.lua").read_text() + (folder / f"{name.lower()}.lua").read_text()
