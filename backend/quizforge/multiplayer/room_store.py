"""`RoomStore`: the only code that touches room keys in Redis. Every change is one atomic Lua script
(`room_scripts`), so two answers at the same instant, two server processes or a crash between two writes
never leave a room half-changed. Reads that need a consistent picture run in one MULTI transaction."""

import json
import uuid
from dataclasses import dataclass, field
from typing import Any, cast

import redis.asyncio
from redis.commands.core import AsyncScript

from quizforge.multiplayer import room_scripts as lua

CLOCK_KEY = "qf:clock"
PROCESS_KEY = "qf:proc:{}"
PROCESS_ALIVE_MS = 5000
PROCESS_ID = uuid.uuid4().hex[:12]  # this server process, for the sockets it holds
ROOM_TTL_S = 2 * 60 * 60
ANSWER_COUNT_EVERY_MS = 1000


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
        return json.loads(self.meta["questions"])

    @property
    def paused(self) -> bool:
        return self.meta.get("paused") == "1"

    def int(self, name: str) -> int:
        return int(self.meta.get(name) or 0)


def _keys(code: str) -> list[str]:
    base = f"qf:room:{{{code}}}"
    parts = ("players", "names", "tokens", "conns", "answers", "counts")
    return [base, *(f"{base}:{part}" for part in parts), CLOCK_KEY]


def _no_empty_object(value: Any) -> Any:
    """Lua's cjson writes an empty array as `{}`."""
    return [] if value == {} else value


class RoomStore:
    def __init__(self, client: redis.asyncio.Redis, *, ttl_s: int = ROOM_TTL_S) -> None:
        self.client = client
        self.ttl_s = ttl_s
        self._scripts: dict[str, AsyncScript] = {}
        for name in lua.SCRIPTS:
            self._scripts[name] = client.register_script(lua.PRELUDE + getattr(lua, name))

    async def _run(self, name: str, code: str, *args: Any) -> dict[str, Any]:
        raw = await self._scripts[name](keys=_keys(code), args=[code, self.ttl_s, *args])
        result = json.loads(raw)
        if isinstance(result, dict) and "err" in result:
            raise StoreRefused(result["err"])
        return result

    # rooms
    async def room_create(self, *, code: str, meta: dict[str, Any]) -> bool:
        try:
            await self._run("CREATE", code, json.dumps(meta))
        except StoreRefused:
            return False
        return True

    async def room_exists(self, *, code: str) -> bool:
        return bool(await self.client.exists(_keys(code)[0]))

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
        )

    async def answers_all(self, *, code: str) -> dict[str, dict[str, Any]]:
        raw = cast(dict[str, str], await self.client.hgetall(_keys(code)[5]))
        return {key: json.loads(value) for key, value in raw.items()}

    async def answer_get(self, *, code: str, question_index: int, player_id: str) -> dict[str, Any] | None:
        raw = await self.client.hget(_keys(code)[5], f"{question_index}:{player_id}")
        return json.loads(raw) if raw else None

    # players
    async def player_add(
        self, *, code: str, player_id: str, token: str, name: str, is_host: bool, now_ms: int
    ) -> dict[str, Any]:
        return await self._run(
            "JOIN", code, player_id, token, name, name.casefold(), "1" if is_host else "0", now_ms
        )

    async def player_connect(self, *, code: str, channel: str, token: str, is_host: bool) -> dict[str, Any]:
        return await self._run("CONNECT", code, channel, token, "1" if is_host else "0", PROCESS_ID)

    async def process_alive(self) -> None:
        """Says this process and its sockets are alive for `PROCESS_ALIVE_MS` (the clock loop repeats it)."""
        await self.client.set(PROCESS_KEY.format(PROCESS_ID), 1, px=PROCESS_ALIVE_MS)

    async def player_disconnect(self, *, code: str, channel: str) -> dict[str, Any]:
        return await self._run("DISCONNECT", code, channel)

    async def player_kick(self, *, code: str, player_id: str) -> dict[str, Any]:
        result = await self._run("KICK", code, player_id)
        result["channels"] = _no_empty_object(result["channels"])
        return result

    # the game
    async def game_start(
        self, *, code: str, now_ms: int, starts_at_ms: int, min_players: int
    ) -> dict[str, Any]:
        return await self._run("START", code, now_ms, starts_at_ms, min_players)

    async def room_tick(self, *, code: str, now_ms: int) -> dict[str, Any]:
        return await self._run("TICK", code, now_ms)

    async def question_end(self, *, code: str, question_index: int) -> dict[str, Any]:
        return await self._run("END", code, question_index)

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
        fields = ("uid", "phase", "q_index", "epoch", "started_ms", "deadline_ms", "tpq", "paused")
        async with self.client.pipeline(transaction=True) as pipe:
            pipe.hmget(keys[0], fields)
            pipe.hget(keys[1], player_id)
            values, raw_player = await pipe.execute()
        return dict(zip(fields, values, strict=True)), (json.loads(raw_player) if raw_player else None)

    async def room_questions(self, *, code: str) -> tuple[str, list[dict[str, Any]]] | None:
        uid, questions = await self.client.hmget(_keys(code)[0], ["uid", "questions"])
        return (str(uid), json.loads(cast(str, questions))) if uid else None

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
