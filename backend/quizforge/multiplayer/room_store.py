"""`RoomStore`: the only code that touches room keys in Redis. Every change is one atomic Lua script
(`room_scripts`), so two answers at the same instant, two server processes or a crash between two writes
never leave a room half-changed. Reads that need a consistent picture run in one MULTI transaction."""

import asyncio
import hashlib
import json
import time
import uuid
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Any, cast

import redis.asyncio
from redis.commands.core import AsyncScript

from quizforge.multiplayer import room_scripts as lua
from quizforge.multiplayer.room_scripts import KEYS_GRACE_S

CLOCK_KEY = lua.SHARED_KEYS["clock"]
EXPIRY_KEY = lua.SHARED_KEYS["expiry"]
QUIZ_KEY = "qf:quiz:{}"
USER_ROOMS_KEY = "qf:user:{}:rooms"
PROCESS_KEY = "qf:proc:{}"
PROCESS_ALIVE_MS = 5000
PROCESS_ID = uuid.uuid4().hex[:12]  # this server process, for the sockets it holds
ROOM_TTL_S = 2 * 60 * 60
ANSWER_COUNT_EVERY_MS = 1000
QUIZ_CACHE_SIZE = 256


def _now_ms() -> int:
    return int(time.time() * 1000)


class StoreRefused(Exception):
    """A script refused the change; `kind` says why (`not_found`, `name_taken`, `closed`, ...)."""

    def __init__(self, kind: str) -> None:
        super().__init__(kind)
        self.kind = kind


@dataclass
class RoomSnapshot:
    """One consistent read of a room."""

    code: str
    meta: dict[str, str]
    players: dict[str, dict[str, Any]]
    connected: set[str]
    counts: dict[str, int] = field(default_factory=dict)
    quiz: list[dict[str, Any]] = field(default_factory=list)
    standings: list[dict[str, Any]] | None = None  # events.leaderboard's, once

    @property
    def status(self) -> str:
        return self.meta["status"]

    @property
    def phase(self) -> str:
        return self.meta["phase"]

    @property
    def question_index(self) -> int:
        return int(self.meta["q_index"])

    @property
    def questions(self) -> list[dict[str, Any]]:
        return self.quiz

    @property
    def host_pid(self) -> str:
        return self.meta.get("host_pid", "")

    def plays(self, player: dict[str, Any]) -> bool:
        """Whether a player is in the standings: every pupil, the host only once it has answered."""
        return not player["is_host"] or player["total_answers"] > 0 or self.meta.get("host_plays") == "1"

    @property
    def paused(self) -> bool:
        return self.meta.get("paused") == "1"

    def int(self, name: str) -> int:
        return int(self.meta.get(name) or 0)


def _keys(code: str) -> list[str]:
    return lua.room_keys(code)


def _key(code: str, name: str) -> str:
    return _keys(code)[_KEY_INDEX[name]]


_KEY_INDEX = {name: index for index, (name, _) in enumerate(lua.ROOM_KEYS)}


def quiz_encode(questions: list[dict[str, Any]]) -> tuple[str, str]:
    """A quiz as compact UTF-8 JSON and its key, from its content: the rooms of one quiz share it."""
    text = json.dumps(questions, separators=(",", ":"), ensure_ascii=False)
    return QUIZ_KEY.format(hashlib.sha256(text.encode()).hexdigest()[:32]), text


def _no_empty_object(value: Any) -> Any:
    """Lua's cjson writes an empty array as `{}`."""
    return [] if value == {} else value


class RoomStore:
    def __init__(self, client: redis.asyncio.Redis, *, ttl_s: int = ROOM_TTL_S) -> None:
        self.client = client
        self.ttl_s = ttl_s
        self._scripts: dict[str, AsyncScript] = {}
        self._quizzes: OrderedDict[str, asyncio.Future[list[dict[str, Any]]]] = OrderedDict()
        for name in lua.SCRIPTS:
            self._scripts[name] = client.register_script(lua.script_source(name))

    async def _run(self, name: str, code: str, *args: Any, more_keys: tuple[str, ...] = ()) -> dict[str, Any]:
        raw = await self._scripts[name](keys=[*_keys(code), *more_keys], args=[code, self.ttl_s, *args])
        result = json.loads(raw)
        if isinstance(result, dict) and "err" in result:
            raise StoreRefused(result["err"])
        return result

    # rooms
    async def quiz_store(self, *, questions: list[dict[str, Any]], life_s: int) -> str:
        """Stores a room's quiz once for every room made from it; answers its key for the room's meta."""
        key, text = quiz_encode(questions)
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.set(key, text, nx=True, ex=life_s + KEYS_GRACE_S)
            pipe.ttl(key)
            _, ttl = await pipe.execute()
        if ttl < life_s + KEYS_GRACE_S:  # the quiz outlives the newest room that reads it
            await self.client.expire(key, life_s + KEYS_GRACE_S)
        return key

    async def quiz_get(self, key: str) -> list[dict[str, Any]]:
        """A stored quiz: it never changes under its key, so each process reads and parses it once (a class
        answering the first question at once shares that one read). A missing one ([]) is not kept."""
        found = self._quizzes.get(key)
        if found is None:
            found = self._quizzes[key] = asyncio.ensure_future(self._quiz_read(key))
            while len(self._quizzes) > QUIZ_CACHE_SIZE:
                self._quizzes.popitem(last=False)
        else:
            self._quizzes.move_to_end(key)
        try:
            questions = await asyncio.shield(found)
        except Exception:
            if self._quizzes.get(key) is found:
                del self._quizzes[key]
            raise
        if not questions and self._quizzes.get(key) is found:
            del self._quizzes[key]
        return questions

    async def _quiz_read(self, key: str) -> list[dict[str, Any]]:
        raw = await self.client.get(key)
        return cast(list[dict[str, Any]], json.loads(raw)) if raw else []

    async def room_create(
        self,
        *,
        code: str,
        meta: dict[str, Any],
        rooms_at_once: int = 0,
        life_s: int = ROOM_TTL_S,
        server_rooms_most: int = 0,
    ) -> bool:
        """Creates the room and lists it among its host's; False if the code is taken. StoreRefused
        `rooms_at_once` when the host already has that many live rooms, `server_rooms_full` when the server
        has `server_rooms_most` (0: no limit)."""
        try:
            await self._run(
                "CREATE",
                code,
                json.dumps(meta, ensure_ascii=False),
                rooms_at_once,
                int(meta["created_ms"]),
                life_s + KEYS_GRACE_S,
                server_rooms_most,
                more_keys=(USER_ROOMS_KEY.format(meta["host_user_id"]),),
            )
        except StoreRefused as refused:
            if refused.kind == "taken":
                return False
            raise
        return True

    async def room_exists(self, *, code: str) -> bool:
        expires = cast(str | None, await self.client.hget(_key(code, "meta"), "expires_ms"))
        return bool(expires) and int(cast(str, expires)) > _now_ms()

    async def room_list_by_host(self, *, user_id: int) -> list[dict[str, str]]:
        """The user's rooms that still run (lobby or playing), oldest first; ended ones are dropped."""
        key = USER_ROOMS_KEY.format(user_id)
        codes = cast(list[str], await self.client.zrange(key, 0, -1))
        fields = (
            "status",
            "title",
            "total",
            "q_index",
            "expires_ms",
            "host_user_id",
            "host_pid",
            "created_ms",
        )
        async with self.client.pipeline(transaction=False) as pipe:
            for code in codes:
                pipe.hmget(_key(code, "meta"), fields)
                pipe.hlen(_key(code, "players"))
            found = await pipe.execute()
        rooms, gone = [], []
        now = _now_ms()
        for index, code in enumerate(codes):
            values = dict(zip(fields, found[2 * index], strict=True))
            running = values["status"] in ("lobby", "playing") and int(values["expires_ms"] or 0) > now
            if running and values["host_user_id"] == str(user_id):
                rooms.append({"code": code, "players": found[2 * index + 1], **values})
            elif values["status"] is None or int(values["expires_ms"] or 0) <= now:
                gone.append(code)
        if gone:
            await self.client.zrem(key, *gone)
        return rooms

    async def room_game_id_set(self, *, code: str, game_id: int) -> None:
        await self.client.hset(_key(code, "meta"), "game_id", game_id)

    async def room_lock(self, *, code: str, locked: bool) -> dict[str, Any]:
        return await self._run("LOCK", code, "1" if locked else "0")

    async def game_end(self, *, code: str) -> dict[str, Any]:
        return await self._run("END_GAME", code)

    async def rooms_expired(self, *, now_ms: int, limit: int = 20) -> list[str]:
        return cast(
            list[str], await self.client.zrangebyscore(EXPIRY_KEY, "-inf", now_ms, start=0, num=limit)
        )

    async def room_expire(self, *, code: str, now_ms: int) -> dict[str, Any]:
        """Claims a room whose time is over (once, whichever process asks first)."""
        return await self._run("EXPIRE", code, now_ms)

    async def room_expire_later(self, *, code: str, at_ms: int) -> None:
        """Puts a room back in the sweep (its game could not be stored yet)."""
        await self.client.zadd(EXPIRY_KEY, {code: at_ms})

    async def room_delete(self, *, code: str) -> None:
        own = [_key(code, name) for name, _ in lua.ROOM_KEYS if name not in lua.SHARED_KEYS]
        await self.client.delete(*own)

    async def room_snapshot(self, *, code: str, with_counts: bool = False) -> RoomSnapshot | None:
        keys = _keys(code)
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.hgetall(keys[0])
            pipe.hgetall(keys[1])
            pipe.hgetall(keys[4])
            if with_counts:
                pipe.hgetall(keys[6])
            results = await pipe.execute()
        meta, players, conns = cast(dict[str, str], results[0]), cast(dict[str, str], results[1]), results[2]
        if not meta:
            return None
        return RoomSnapshot(
            code=code,
            meta=meta,
            players={pid: json.loads(raw) for pid, raw in players.items()},
            connected=await self._connected(cast(dict[str, str], conns)),
            counts={k: int(v) for k, v in results[3].items()} if with_counts else {},
            quiz=await self.quiz_get(meta.get("quiz", "")),
        )

    async def answers_all(self, *, code: str) -> dict[str, dict[str, Any]]:
        raw = cast(dict[str, str], await self.client.hgetall(_key(code, "answers")))
        return {key: json.loads(value) for key, value in raw.items()}

    async def answers_of(self, *, code: str, question_index: int, player_ids: list[str]) -> dict[str, Any]:
        """Each player's answer to one question (None: no answer)."""
        if not player_ids:
            return {}
        fields = [f"{question_index}:{pid}" for pid in player_ids]
        raw = await self.client.hmget(_key(code, "answers"), fields)
        return {
            pid: (json.loads(value) if value else None) for pid, value in zip(player_ids, raw, strict=True)
        }

    async def answer_get(self, *, code: str, question_index: int, player_id: str) -> dict[str, Any] | None:
        raw = await self.client.hget(_key(code, "answers"), f"{question_index}:{player_id}")
        return json.loads(raw) if raw else None

    # players
    async def player_add(
        self,
        *,
        code: str,
        player_id: str,
        token: str,
        name: str,
        key: str,
        skeleton: str,
        is_host: bool,
        now_ms: int,
        previous_token: str = "",
        device: str = "",
    ) -> dict[str, Any]:
        """A new player `{player}`, or a request that waits for the host `{request_id}`. `previous_token`:
        the token the device last had in this room; `device`: the device's own id (a kicked one is barred)."""
        host = "1" if is_host else "0"
        return await self._run(
            "JOIN", code, player_id, token, name, key, host, now_ms, skeleton, previous_token, device
        )

    async def request_allow(
        self, *, code: str, request_id: str, player_id: str, now_ms: int
    ) -> dict[str, Any]:
        """`{player_id, channel, name}`; or `{refused, channel}` when the request was dropped (its player is
        connected again, or gone)."""
        return await self._run("REQUEST_ALLOW", code, request_id, player_id, now_ms)

    async def request_deny(self, *, code: str, request_id: str) -> dict[str, Any]:
        return await self._run("REQUEST_DENY", code, request_id)

    async def request_list(self, *, code: str) -> list[dict[str, Any]]:
        return _no_empty_object((await self._run("REQUEST_LIST", code))["requests"])

    async def player_connect(self, *, code: str, channel: str, token: str, is_host: bool) -> dict[str, Any]:
        result = await self._run("CONNECT", code, channel, token, "1" if is_host else "0", PROCESS_ID)
        for name in ("dropped", "host_channels"):
            result[name] = _no_empty_object(result.get(name, []))
        return result

    async def process_alive(self) -> None:
        """Says this process and its sockets are alive for `PROCESS_ALIVE_MS` (the clock loop repeats it)."""
        await self.client.set(PROCESS_KEY.format(PROCESS_ID), 1, px=PROCESS_ALIVE_MS)

    async def player_disconnect(self, *, code: str, channel: str) -> dict[str, Any]:
        return await self._run("DISCONNECT", code, channel)

    async def player_kick(self, *, code: str, player_id: str) -> dict[str, Any]:
        result = await self._run("KICK", code, player_id)
        for name in ("channels", "dropped", "host_channels"):
            result[name] = _no_empty_object(result[name])
        return result

    # the game
    async def game_start(
        self, *, code: str, now_ms: int, starts_at_ms: int, min_players: int
    ) -> dict[str, Any]:
        return await self._run("START", code, now_ms, starts_at_ms, min_players)

    async def room_tick(self, *, code: str, now_ms: int) -> dict[str, Any]:
        return await self._run("TICK", code, now_ms)

    async def question_end(self, *, code: str, question_index: int, by_host: bool = False) -> dict[str, Any]:
        """Ends the running question early; `by_host`: as at a deadline (a connected player without an
        answer has the timeout answer)."""
        return await self._run("END", code, question_index, "1" if by_host else "0")

    async def extra_time_set(self, *, code: str, player_id: str, factor: float) -> dict[str, Any]:
        return await self._run("EXTRA_TIME", code, player_id, factor)

    async def answer_record(
        self,
        *,
        code: str,
        player_id: str,
        question_index: int,
        epoch: int,
        streak_before: int,
        choice_index: int,
        choice: str,
        now_ms: int,
        elapsed_ms: int,
        is_correct: bool,
        points: int,
        streak_after: int,
    ) -> dict[str, Any]:
        return await self._run(
            "ANSWER",
            code,
            player_id,
            question_index,
            epoch,
            streak_before,
            choice_index,
            choice,
            now_ms,
            elapsed_ms,
            "1" if is_correct else "0",
            points,
            streak_after,
            ANSWER_COUNT_EVERY_MS,
            PROCESS_ID,
            PROCESS_ALIVE_MS,
        )

    async def game_pause(self, *, code: str, now_ms: int) -> dict[str, Any]:
        return await self._run("PAUSE", code, now_ms)

    async def game_resume(self, *, code: str, now_ms: int) -> dict[str, Any]:
        return await self._run("RESUME", code, now_ms)

    async def question_next(self, *, code: str, now_ms: int) -> dict[str, Any]:
        return await self._run("NEXT", code, now_ms)

    # the clock
    async def rooms_due(self, *, now_ms: int, limit: int = 100) -> list[str]:
        return cast(list[str], await self.client.zrangebyscore(CLOCK_KEY, "-inf", now_ms, start=0, num=limit))

    async def next_due_ms(self) -> int | None:
        first = await self.client.zrange(CLOCK_KEY, 0, 0, withscores=True)
        return int(first[0][1]) if first else None

    async def answer_context(
        self, *, code: str, player_id: str
    ) -> tuple[dict[str, str], dict[str, Any] | None]:
        """The clock fields of the running question and the player, read together."""
        keys = _keys(code)
        fields = (
            "quiz",
            "phase",
            "q_index",
            "epoch",
            "started_ms",
            "deadline_ms",
            "tpq",
            "paused",
            "scoring",
            "timer",
        )
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.hmget(keys[0], fields)
            pipe.hget(keys[1], player_id)
            values, raw_player = await pipe.execute()
        return dict(zip(fields, values, strict=True)), (json.loads(raw_player) if raw_player else None)

    async def room_sockets(self, *, code: str) -> dict[str, list[tuple[str, str]]]:
        """The room's sockets by server process: process id -> [(channel, player id)]."""
        conns = cast(dict[str, str], await self.client.hgetall(_key(code, "conns")))
        by_process: dict[str, list[tuple[str, str]]] = {}
        for channel, entry in conns.items():
            pid, process = entry.rsplit("@", 1)
            by_process.setdefault(process, []).append((channel, pid))
        return by_process

    async def lobby_count(self, *, code: str) -> dict[str, Any]:
        """The pupils connected and in the room (`connected`, `players`), from the scripts' counters."""
        return await self._run("LOBBY_COUNT", code)

    async def room_lobby_snapshot(
        self, *, code: str, player_id: str | None = None, roster_max: int
    ) -> RoomSnapshot | None:
        """A read of the room that costs the same whatever its size: its meta, the player `player_id`, and
        at most `roster_max` others (all of them in a room no bigger), their `connected` from the counters."""
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.hgetall(_key(code, "meta"))
            pipe.hlen(_key(code, "players"))
            pipe.hget(_key(code, "players"), player_id or "")
            meta, size, own = await pipe.execute()
        if not meta:
            return None
        if size <= roster_max:
            raw = cast(dict[str, str], await self.client.hgetall(_key(code, "players")))
        else:
            pairs = cast(
                list[str], await self.client.hrandfield(_key(code, "players"), roster_max, withvalues=True)
            )
            raw = dict(zip(pairs[::2], pairs[1::2], strict=True))
        if own and player_id:
            raw[player_id] = own
        ids = list(raw)
        online = await self.client.hmget(_key(code, "online"), ids) if ids else []
        return RoomSnapshot(
            code=code,
            meta=cast(dict[str, str], meta),
            players={pid: json.loads(value) for pid, value in raw.items()},
            connected={pid for pid, n in zip(ids, online, strict=True) if n and int(n) > 0},
            quiz=await self.quiz_get(meta.get("quiz", "")),
        )

    async def answer_count_flush(self, *, code: str) -> dict[str, Any]:
        """The trailing answer count when its window closes: `send` says whether it changed."""
        return await self._run("COUNT_FLUSH", code, ANSWER_COUNT_EVERY_MS)

    async def _connected(self, conns: dict[str, str]) -> set[str]:
        """Players with a socket on a live server process."""
        entries = [value.rsplit("@", 1) for value in conns.values()]
        processes = sorted({proc for _, proc in entries})
        if not processes:
            return set()
        alive = await self.client.mget([PROCESS_KEY.format(proc) for proc in processes])
        living = {proc for proc, flag in zip(processes, alive, strict=True) if flag}
        return {pid for pid, proc in entries if proc in living}
