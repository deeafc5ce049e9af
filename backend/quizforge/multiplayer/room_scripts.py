"""The Lua scripts of `RoomStore`: every read-modify-write of a room runs in Redis as one atomic step.

Keys of one room (the `{CODE}` hash tag keeps them in one slot):
  KEYS[1] meta     hash: settings, the copied quiz, status, phase, question index, clock stamps
  KEYS[2] players  hash: player id -> player JSON (score, streaks, counts)
  KEYS[3] names    hash: lower-case name -> player id
  KEYS[4] tokens   hash: player token -> player id
  KEYS[5] conns    hash: socket channel name -> "<player id>@<server process id>"
  KEYS[6] answers  hash: "<question index>:<player id>" -> answer JSON
  KEYS[7] counts   hash: "<question index>:<choice index>" -> how many chose it
  KEYS[8] clock    sorted set shared by all rooms: room code -> when something is due (epoch ms)
  KEYS[9] rejoins  hash: request id -> join request JSON (a name or device that needs the host's consent)
  KEYS[10] bans    hash: "k:<name key>", "s:<name skeleton>", "t:<player token>", "d:<device id>" -> "1"
                   (kicked)
  KEYS[11] expiry  sorted set shared by all rooms: room code -> when the room ends (epoch ms)
Players' names are kept twice in `names`: "k:<NFKC case-folded>" and "s:<confusable skeleton>" -> player id.
A pending join request's token is kept in `tokens` as "?<request id>" until the host allows it.
The host's player (`host_pid`) presents: it is counted among the players only once it answers
(`host_plays`). A room ends at `expires_ms`: idle TTL after its last change, never after `ends_ms` (its
creation plus the longest life); its keys live GRACE_MS longer, so that whichever process sweeps the
`expiry` set first can store the game (see RoomStore.rooms_expired).
A socket counts as connected while its server process keeps `qf:proc:<id>` alive (see `RoomStore`). The
entries of a process whose heartbeat lapsed are skipped, never deleted: a process that was only late has
its sockets back as soon as its heartbeat resumes (a dead one's entries go with the room).
ARGV[1] is always the room code. Every script answers one JSON object: `{"err": KIND}` or the result.
"""

KEYS_GRACE_S = 600  # a room's keys outlive its end this long, for the sweep that stores its game

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
    "REQUEST_LIST",
    "REQUEST_ALLOW",
    "REQUEST_DENY",
    "LOCK",
    "END_GAME",
    "EXPIRE",
)

PRELUDE = f"""
local TTL = tonumber(ARGV[2])
local CODE = ARGV[1]
local GRACE_MS = {KEYS_GRACE_S * 1000}
"""
PRELUDE += """local function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local function meta(field) return redis.call('HGET', KEYS[1], field) end
local function touch()
  local at = now_ms() + TTL * 1000
  local ends = tonumber(meta('ends_ms'))
  if ends and ends > 0 and ends < at then at = ends end
  redis.call('HSET', KEYS[1], 'expires_ms', at)
  for _, i in ipairs({1, 2, 3, 4, 5, 6, 7, 9, 10}) do redis.call('PEXPIREAT', KEYS[i], at + GRACE_MS) end
  redis.call('ZADD', KEYS[11], at, CODE)
end
local function refuse(kind) return cjson.encode({err = kind}) end
local function live()
  if redis.call('EXISTS', KEYS[1]) == 0 then return false end
  local expires = tonumber(meta('expires_ms'))
  return not (expires and expires <= now_ms())
end
local function connected()
  local seen, n, alive = {}, 0, {}
  local conns = redis.call('HGETALL', KEYS[5])
  for i = 1, #conns, 2 do
    local pid, proc = string.match(conns[i + 1], '^(.*)@(.*)$')
    if alive[proc] == nil then alive[proc] = redis.call('EXISTS', 'qf:proc:' .. proc) == 1 end
    if alive[proc] and not seen[pid] then
      seen[pid] = true; n = n + 1
    end
  end
  return seen, n
end
-- The connected players who are expected to answer: everyone but a host that has not played.
local function answering()
  local seen, _ = connected()
  local host, n, out = meta('host_pid'), 0, {}
  local skip_host = meta('host_plays') ~= '1'
  for pid, _ in pairs(seen) do
    if not (skip_host and pid == host) then out[pid] = true; n = n + 1 end
  end
  return out, n
end
local function everyone_answered(idx)
  local seen, n = answering()
  if n == 0 then return false end
  if tonumber(meta('answered')) < n then return false end
  for pid, _ in pairs(seen) do
    if redis.call('HEXISTS', KEYS[6], idx .. ':' .. pid) == 0 then return false end
  end
  return true
end
-- Ends the running question: whoever did not answer loses their streak. At the deadline, a connected
-- player without an answer gets the timeout answer (empty, the whole question time, wrong, 0 points).
local function end_question(idx, at_deadline)
  redis.call('HSET', KEYS[1], 'phase', 'ended')
  redis.call('ZREM', KEYS[8], CODE)
  local online = {}
  if at_deadline then online = answering() end
  local full_ms = tonumber(meta('tpq')) * 1000
  local players = redis.call('HGETALL', KEYS[2])
  for i = 1, #players, 2 do
    local pid = players[i]
    local field = idx .. ':' .. pid
    if redis.call('HEXISTS', KEYS[6], field) == 0 then
      local p = cjson.decode(players[i + 1])
      local changed = p.current_streak ~= 0
      p.current_streak = 0
      if online[pid] then
        redis.call('HSET', KEYS[6], field,
          cjson.encode({choice = '', elapsed_ms = full_ms, is_correct = false, points = 0}))
        redis.call('HINCRBY', KEYS[1], 'answered', 1)
        p.total_answers = p.total_answers + 1
        changed = true
      end
      if changed then redis.call('HSET', KEYS[2], pid, cjson.encode(p)) end
    end
  end
end
-- Ends the game now (the last question done, the host's end_game, or the room's end): how many
-- questions were played, counting a running one (ended as at its deadline).
local function finish(reason)
  local phase, idx = meta('phase'), tonumber(meta('q_index'))
  local played = 0
  if phase == 'open' then
    end_question(idx, true)
    played = idx + 1
  elseif phase == 'ended' or phase == 'finished' then
    played = idx + 1
  elseif phase == 'countdown' then
    played = idx
  end
  redis.call('HSET', KEYS[1], 'status', 'finished', 'phase', 'finished', 'played', played,
    'end_reason', reason, 'paused', '0', 'finished_ms', now_ms())
  redis.call('ZREM', KEYS[8], CODE)
  return played
end
local function pupils()
  local n = redis.call('HLEN', KEYS[2])
  if meta('host_pid') ~= '' then n = n - 1 end
  return n
end
local function request_new(kind, pid, name, key, skel, token, device)
  local id = string.sub(redis.sha1hex(token), 1, 12)
  redis.call('HSET', KEYS[9], id, cjson.encode({id = id, kind = kind, player_id = pid, name = name, key = key,
    skel = skel, token = token, device = device, channel = ''}))
  redis.call('HSET', KEYS[4], token, '?' .. id)
  return id
end
-- A new player, written to `players` and `names` (and `tokens` when it has a token).
local function player_new(pid, name, key, skel, token, device, is_host, joined_ms)
  local player = {id = pid, name = name, key = key, skel = skel, is_host = is_host, score = 0,
    current_streak = 0, best_streak = 0, correct_answers = 0, total_answers = 0, last_correct_ms = 0,
    joined_ms = joined_ms, token = token, device = device}
  redis.call('HSET', KEYS[2], pid, cjson.encode(player))
  redis.call('HSET', KEYS[3], 'k:' .. key, pid, 's:' .. skel, pid)
  if token ~= '' then redis.call('HSET', KEYS[4], token, pid) end
  return player
end
-- The host's sockets (to ask it about a request, or tell it one is gone).
local function host_channels()
  local host, hosts, conns = meta('host_pid'), {}, redis.call('HGETALL', KEYS[5])
  for i = 1, #conns, 2 do
    if string.match(conns[i + 1], '^(.*)@') == host then table.insert(hosts, conns[i]) end
  end
  return hosts
end
-- Drops the pending requests to rejoin as player `pid` (it came back itself, or was kicked): answers
-- their ids and waiting sockets, so that the devices and the host are told.
local function requests_drop(pid)
  local dropped, all = {}, redis.call('HGETALL', KEYS[9])
  for i = 1, #all, 2 do
    local r = cjson.decode(all[i + 1])
    if r.kind == 'rejoin' and r.player_id == pid then
      redis.call('HDEL', KEYS[9], all[i])
      redis.call('HDEL', KEYS[4], r.token)
      table.insert(dropped, {id = r.id, channel = r.channel})
    end
  end
  return dropped
end
"""

# A new room, and its place among its host's rooms (KEYS[12], a sorted set: code -> created ms), taken in
# the same step as counting the host's live rooms, so parallel requests cannot open more than the most
# allowed at once; and within the most live rooms of the whole server (counted in `expiry`). ARGV: code,
# ttl, meta JSON, most live rooms at once (0: no limit), created ms, seconds the host's set lives, most
# live rooms of the server (0: no limit)
CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return refuse('taken') end
local most_all = tonumber(ARGV[7])
if most_all > 0 and redis.call('ZCOUNT', KEYS[11], '(' .. now_ms(), '+inf') >= most_all then
  return refuse('server_rooms_full')
end
local most = tonumber(ARGV[4])
if most > 0 then
  local now, live = now_ms(), 0
  for _, other in ipairs(redis.call('ZRANGE', KEYS[12], 0, -1)) do
    local status, expires = unpack(redis.call('HMGET', 'qf:room:{' .. other .. '}', 'status', 'expires_ms'))
    if (status == 'lobby' or status == 'playing') and (tonumber(expires) or 0) > now then live = live + 1 end
  end
  if live >= most then return refuse('rooms_at_once') end
end
redis.call('ZADD', KEYS[12], ARGV[5], CODE)
if redis.call('TTL', KEYS[12]) < tonumber(ARGV[6]) then redis.call('EXPIRE', KEYS[12], ARGV[6]) end
for field, value in pairs(cjson.decode(ARGV[3])) do redis.call('HSET', KEYS[1], field, value) end
touch()
return cjson.encode({ok = true})
"""

# A new player, or a request to the host: the name of a disconnected player (a rejoin), or a name or
# device the host kicked. ARGV: code, ttl, player id, token, name, name key, is host ('1'|'0'), now ms,
# name skeleton, the device's previous token for this room ('' if none), the device's id ('' if none)
# A locked room still lets a disconnected player's name ask the host (a pupil coming back); a new name,
# and a kicked name or device asking to come back, are refused while it is locked.
JOIN = """
if not live() then return refuse('not_found') end
local status, late, max_players, host_pid, locked =
  unpack(redis.call('HMGET', KEYS[1], 'status', 'late', 'max_players', 'host_pid', 'locked'))
local is_host = ARGV[7] == '1'
local key, skel = 'k:' .. ARGV[6], 's:' .. ARGV[9]
if is_host and host_pid ~= '' then
  return cjson.encode({player = cjson.decode(redis.call('HGET', KEYS[2], host_pid)), existing = true})
end
if status == 'finished' then return refuse('started') end
local holder = redis.call('HGET', KEYS[3], key) or redis.call('HGET', KEYS[3], skel)
if holder and not is_host and ARGV[10] ~= '' and redis.call('HGET', KEYS[4], ARGV[10]) == holder then
  -- the same device joining again (a second tap, a new tab): its own player back
  return cjson.encode({player = cjson.decode(redis.call('HGET', KEYS[2], holder)), existing = true,
    token = ARGV[10]})
end
if holder and not is_host then
  local seen = connected()
  if seen[holder] or holder == host_pid then return refuse('name_taken') end
  local p = cjson.decode(redis.call('HGET', KEYS[2], holder))
  local id = request_new('rejoin', holder, p.name, p.key, p.skel, ARGV[4], ARGV[11])
  touch()
  return cjson.encode({request_id = id})
end
if holder then return refuse('name_taken') end
if not is_host and status == 'playing' and late ~= '1' then return refuse('started') end
if not is_host and locked == '1' then return refuse('locked') end
if not is_host and pupils() >= tonumber(max_players) then return refuse('full') end
local banned = redis.call('HEXISTS', KEYS[10], key) == 1 or redis.call('HEXISTS', KEYS[10], skel) == 1
  or (ARGV[10] ~= '' and redis.call('HEXISTS', KEYS[10], 't:' .. ARGV[10]) == 1)
  or (ARGV[11] ~= '' and redis.call('HEXISTS', KEYS[10], 'd:' .. ARGV[11]) == 1)
if banned and not is_host then
  local id = request_new('banned', '', ARGV[5], ARGV[6], ARGV[9], ARGV[4], ARGV[11])
  touch()
  return cjson.encode({request_id = id})
end
local player = player_new(ARGV[3], ARGV[5], ARGV[6], ARGV[9], ARGV[4], ARGV[11], is_host, tonumber(ARGV[8]))
if is_host then redis.call('HSET', KEYS[1], 'host_pid', ARGV[3]) end
touch()
return cjson.encode({player = player, existing = false})
"""

# ARGV: code, ttl, channel, player token ('' for the host), is host ('1'|'0'), server process id
# A pending request's token answers {request}, with the socket noted on it, and the host's sockets. A
# player's own token drops the requests of other devices to be that player (`dropped`).
CONNECT = """
if not live() then return refuse('not_found') end
local pid
if ARGV[5] == '1' then pid = meta('host_pid') else pid = redis.call('HGET', KEYS[4], ARGV[4]) end
if (not pid or pid == '') and redis.call('HEXISTS', KEYS[10], 't:' .. ARGV[4]) == 1 then
  return refuse('kicked')
end
if not pid or pid == '' then return refuse('unauthorized') end
local seen = connected()
if string.sub(pid, 1, 1) == '?' then
  local id = string.sub(pid, 2)
  local request = cjson.decode(redis.call('HGET', KEYS[9], id))
  request.channel = ARGV[3]
  redis.call('HSET', KEYS[9], id, cjson.encode(request))
  touch()
  return cjson.encode({request = {id = id, name = request.name, kind = request.kind},
    host_channels = host_channels()})
end
local raw = redis.call('HGET', KEYS[2], pid)
if not raw then return refuse('unauthorized') end
redis.call('HSET', KEYS[5], ARGV[3], pid .. '@' .. ARGV[6])
local dropped, hosts = {}, {}
if ARGV[5] ~= '1' then dropped = requests_drop(pid) end
if #dropped > 0 then hosts = host_channels() end
touch()
local p = cjson.decode(raw)
if meta('phase') == 'open' and p.before and p.before.q == tonumber(meta('q_index')) then
  for field, value in pairs(p.before) do if field ~= 'q' then p[field] = value end end
end
p.before = nil
return cjson.encode({player = p, was_connected = seen[pid] == true, dropped = dropped, host_channels = hosts})
"""

# ARGV: code, ttl, channel
DISCONNECT = """
local entry = redis.call('HGET', KEYS[5], ARGV[3])
if not entry then return cjson.encode({}) end
local pid = string.match(entry, '^(.*)@')
redis.call('HDEL', KEYS[5], ARGV[3])
local seen = connected()
local idx = tonumber(meta('q_index'))
local all = meta('phase') == 'open' and meta('paused') == '0' and everyone_answered(idx)
touch()
return cjson.encode({player_id = pid, still_connected = seen[pid] == true, all_answered = all,
  question_index = idx})
"""

# ARGV: code, ttl, now ms, first question start ms, fewest connected players (the host included)
START = """
if meta('status') ~= 'lobby' then return refuse('already_started') end
local _, n = connected()
if n < tonumber(ARGV[5]) then return refuse('too_few') end
local start_at = tonumber(ARGV[4])
redis.call('HSET', KEYS[1], 'status', 'playing', 'phase', 'countdown', 'q_index', 0, 'started_ms', start_at,
  'deadline_ms', start_at + tonumber(meta('tpq')) * 1000, 'answered', 0, 'paused', '0',
  'epoch', tonumber(meta('epoch')) + 1)
redis.call('ZADD', KEYS[8], start_at, CODE)
touch()
return cjson.encode({question_index = 0, starts_at = start_at})
"""

# What the clock does when a room is due. ARGV: code, ttl, now ms
TICK = """
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('ZREM', KEYS[8], CODE)
  return cjson.encode({event = 'gone'})
end
local now = tonumber(ARGV[3])
local phase, paused = meta('phase'), meta('paused')
local idx = tonumber(meta('q_index'))
if phase == 'countdown' and now >= tonumber(meta('started_ms')) then
  redis.call('HSET', KEYS[1], 'phase', 'open')
  redis.call('ZADD', KEYS[8], meta('deadline_ms'), CODE)
  touch()
  return cjson.encode({event = 'question_start', question_index = idx})
end
if phase == 'open' and paused == '0' and now >= tonumber(meta('deadline_ms')) then
  end_question(idx, true)
  touch()
  return cjson.encode({event = 'question_ended', question_index = idx})
end
if phase == 'open' and paused == '0' then
  redis.call('ZADD', KEYS[8], meta('deadline_ms'), CODE)
elseif phase ~= 'countdown' then
  redis.call('ZREM', KEYS[8], CODE)
end
return cjson.encode({event = 'none'})
"""

# Ends a question early (everyone answered), only if it is still the running one. ARGV: code, ttl, index
END = """
if meta('phase') ~= 'open' or meta('q_index') ~= ARGV[3] then return refuse('not_running') end
end_question(tonumber(ARGV[3]), false)
touch()
return cjson.encode({question_index = tonumber(ARGV[3])})
"""

# ARGV: code, ttl, player id, question index, clock epoch, streak before, choice index (-1: none),
#       choice text, now ms, elapsed ms, is correct ('1'|'0'), points, streak after, answer-count window ms
ANSWER = """
local phase, q_index, epoch, paused =
  unpack(redis.call('HMGET', KEYS[1], 'phase', 'q_index', 'epoch', 'paused'))
if phase ~= 'open' or q_index ~= ARGV[4] then return refuse('closed') end
if paused == '1' then return refuse('paused') end
if epoch ~= ARGV[5] then return refuse('retry') end
local raw = redis.call('HGET', KEYS[2], ARGV[3])
if not raw then return refuse('unauthorized') end
local field = ARGV[4] .. ':' .. ARGV[3]
if redis.call('HEXISTS', KEYS[6], field) == 1 then return refuse('already_answered') end
local p = cjson.decode(raw)
if p.current_streak ~= tonumber(ARGV[6]) then return refuse('retry') end
if p.is_host then redis.call('HSET', KEYS[1], 'host_plays', '1') end
-- what others may see until the question ends: the stats before this answer
p.before = {q = tonumber(ARGV[4]), score = p.score, current_streak = p.current_streak,
  best_streak = p.best_streak, correct_answers = p.correct_answers, total_answers = p.total_answers,
  last_correct_ms = p.last_correct_ms}
local correct = ARGV[11] == '1'
local points = tonumber(ARGV[12])
redis.call('HSET', KEYS[6], field, cjson.encode({choice = ARGV[8], elapsed_ms = tonumber(ARGV[10]),
  is_correct = correct, points = points}))
if ARGV[7] ~= '-1' then redis.call('HINCRBY', KEYS[7], ARGV[4] .. ':' .. ARGV[7], 1) end
p.score = p.score + points
p.total_answers = p.total_answers + 1
p.current_streak = tonumber(ARGV[13])
if p.current_streak > p.best_streak then p.best_streak = p.current_streak end
if correct then
  p.correct_answers = p.correct_answers + 1
  p.last_correct_ms = tonumber(ARGV[9])
end
redis.call('HSET', KEYS[2], ARGV[3], cjson.encode(p))
local answered = redis.call('HINCRBY', KEYS[1], 'answered', 1)
local _, n = answering()
local all = everyone_answered(tonumber(ARGV[4]))
touch()
-- the answer-count throttle: one answer per window sends the count now, one other sends it when the
-- window closes (COUNT_FLUSH)
local count, count_in_ms = 'none', 0
if not all then
  if redis.call('SET', KEYS[1] .. ':count-gate', 1, 'NX', 'PX', ARGV[14]) then
    count = 'now'
    redis.call('SET', KEYS[1] .. ':count-sent', ARGV[4] .. ':' .. answered, 'EX', TTL)
  elseif redis.call('SET', KEYS[1] .. ':count-trailing', 1, 'NX', 'PX', 2 * tonumber(ARGV[14])) then
    count = 'later'
    count_in_ms = math.max(redis.call('PTTL', KEYS[1] .. ':count-gate'), 0)
  end
end
return cjson.encode({player = p, answered = answered, connected = n, all_answered = all, count = count,
  count_in_ms = count_in_ms})
"""

# ARGV: code, ttl, now ms
PAUSE = """
if meta('phase') ~= 'open' then return refuse('not_running') end
if meta('paused') == '1' then return refuse('already_paused') end
local now = tonumber(ARGV[3])
local remaining = math.max(tonumber(meta('deadline_ms')) - now, 0)
redis.call('HSET', KEYS[1], 'paused', '1', 'paused_ms', now, 'remaining_ms', remaining,
  'epoch', tonumber(meta('epoch')) + 1)
redis.call('ZREM', KEYS[8], CODE)
touch()
return cjson.encode({remaining_ms = remaining, question_index = tonumber(meta('q_index'))})
"""

# ARGV: code, ttl, now ms
RESUME = """
if meta('paused') ~= '1' then return refuse('not_paused') end
local now = tonumber(ARGV[3])
local deadline = now + tonumber(meta('remaining_ms'))
local started = tonumber(meta('started_ms')) + (now - tonumber(meta('paused_ms')))
redis.call('HSET', KEYS[1], 'paused', '0', 'deadline_ms', deadline, 'started_ms', started,
  'epoch', tonumber(meta('epoch')) + 1)
redis.call('ZADD', KEYS[8], deadline, CODE)
touch()
return cjson.encode({deadline_ms = deadline, remaining_ms = tonumber(meta('remaining_ms'))})
"""

# ARGV: code, ttl, now ms
NEXT = """
local phase = meta('phase')
if phase == 'open' or phase == 'countdown' then return refuse('still_running') end
if phase ~= 'ended' then return refuse('not_playing') end
local idx = tonumber(meta('q_index')) + 1
if idx >= tonumber(meta('total')) then
  local played = finish('finished')
  touch()
  return cjson.encode({finished = true, played = played})
end
local now = tonumber(ARGV[3])
local deadline = now + tonumber(meta('tpq')) * 1000
redis.call('HSET', KEYS[1], 'phase', 'open', 'q_index', idx, 'started_ms', now, 'deadline_ms', deadline,
  'answered', 0, 'epoch', tonumber(meta('epoch')) + 1)
redis.call('ZADD', KEYS[8], deadline, CODE)
touch()
return cjson.encode({finished = false, question_index = idx})
"""

# The host ends the game early. ARGV: code, ttl
END_GAME = """
if meta('status') ~= 'playing' then return refuse('not_playing') end
local played = finish('ended_by_host')
touch()
return cjson.encode({played = played})
"""

# The room's time is over: claimed once, by whichever process sweeps first. ARGV: code, ttl, now ms
# `store`: the claimer stores the game (a game in play, or a finished one not stored yet: its storing failed,
# or the last "Next" raced the room's end). A game finished in the last STORE_WAIT_MS may be being stored
# by the process that finished it: the room waits that long. A room is removed once its game is stored,
# it had none, or its keys' grace period is nearly over.
EXPIRE = """
local STORE_WAIT_MS = 15000
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('ZREM', KEYS[11], CODE)
  return cjson.encode({event = 'gone'})
end
local expires = tonumber(meta('expires_ms'))
if expires > tonumber(ARGV[3]) then
  redis.call('ZADD', KEYS[11], expires, CODE)
  return cjson.encode({event = 'none'})
end
redis.call('ZREM', KEYS[11], CODE)
local now, was = tonumber(ARGV[3]), meta('status')
if was == 'playing' then
  local played = finish('expired')
  return cjson.encode({event = 'expired', was = was, played = played, store = played > 0})
end
local unstored = was == 'finished' and not meta('game_id') and tonumber(meta('played') or 0) > 0
if unstored and now < expires + GRACE_MS - 2 * STORE_WAIT_MS then
  local finished = tonumber(meta('finished_ms') or 0)
  if now - finished < STORE_WAIT_MS then
    redis.call('ZADD', KEYS[11], finished + STORE_WAIT_MS, CODE)
    return cjson.encode({event = 'none'})
  end
  return cjson.encode({event = 'expired', was = was, played = tonumber(meta('played')), store = true})
end
redis.call('HSET', KEYS[1], 'status', 'finished', 'phase', 'finished')
return cjson.encode({event = 'expired', was = was, played = 0, store = false})
"""

# ARGV: code, ttl, player id
KICK = """
if ARGV[3] == meta('host_pid') then return refuse('is_host') end
local raw = redis.call('HGET', KEYS[2], ARGV[3])
if not raw then return refuse('no_player') end
local p = cjson.decode(raw)
redis.call('HDEL', KEYS[2], ARGV[3])
redis.call('HDEL', KEYS[3], 'k:' .. p.key, 's:' .. p.skel)
redis.call('HSET', KEYS[10], 'k:' .. p.key, '1', 's:' .. p.skel, '1')
if p.token ~= '' then
  redis.call('HDEL', KEYS[4], p.token)
  redis.call('HSET', KEYS[10], 't:' .. p.token, '1')
end
if p.device and p.device ~= '' then redis.call('HSET', KEYS[10], 'd:' .. p.device, '1') end
local dropped = requests_drop(ARGV[3])
local conns, channels = redis.call('HGETALL', KEYS[5]), {}
for i = 1, #conns, 2 do
  if string.match(conns[i + 1], '^(.*)@') == ARGV[3] then
    table.insert(channels, conns[i])
    redis.call('HDEL', KEYS[5], conns[i])
  end
end
local idx = tonumber(meta('q_index'))
local all = meta('phase') == 'open' and meta('paused') == '0' and everyone_answered(idx)
touch()
return cjson.encode({player = p, channels = channels, all_answered = all, question_index = idx,
  dropped = dropped, host_channels = host_channels()})
"""

# The host lets a request in: a rejoin gets the player (its old token stops working), a kicked name or
# device is let in again as a new player (within the room's lock and size). A rejoin whose player is
# connected again is refused and dropped: a stale tap never takes a player from its own device.
# ARGV: code, ttl, request id, new player id, now ms
REQUEST_ALLOW = """
local raw = redis.call('HGET', KEYS[9], ARGV[3])
if not raw then return refuse('no_request') end
local r = cjson.decode(raw)
local pid = r.player_id
if r.kind == 'rejoin' then
  local praw = redis.call('HGET', KEYS[2], pid)
  local seen = connected()
  if not praw or seen[pid] then
    redis.call('HDEL', KEYS[9], ARGV[3])
    redis.call('HDEL', KEYS[4], r.token)
    touch()
    return cjson.encode({refused = praw and 'player_back' or 'no_player', channel = r.channel})
  end
  local p = cjson.decode(praw)
  if p.token ~= '' then redis.call('HDEL', KEYS[4], p.token) end
  p.token = r.token
  p.device = r.device
  redis.call('HSET', KEYS[2], pid, cjson.encode(p))
else
  local key, skel = 'k:' .. r.key, 's:' .. r.skel
  if redis.call('HEXISTS', KEYS[3], key) == 1 or redis.call('HEXISTS', KEYS[3], skel) == 1 then
    redis.call('HDEL', KEYS[9], ARGV[3])
    redis.call('HDEL', KEYS[4], r.token)
    return refuse('name_taken_now')
  end
  if meta('locked') == '1' then return refuse('locked') end
  if pupils() >= tonumber(meta('max_players')) then return refuse('full') end
  redis.call('HDEL', KEYS[10], key, skel)
  if r.device and r.device ~= '' then redis.call('HDEL', KEYS[10], 'd:' .. r.device) end
  pid = ARGV[4]
  player_new(pid, r.name, r.key, r.skel, r.token, r.device or '', false, tonumber(ARGV[5]))
end
redis.call('HSET', KEYS[4], r.token, pid)
-- one decision answers every request for the same player
local all = redis.call('HGETALL', KEYS[9])
for i = 1, #all, 2 do
  local other = cjson.decode(all[i + 1])
  if all[i] == ARGV[3] or (r.kind == 'rejoin' and other.player_id == pid) then
    redis.call('HDEL', KEYS[9], all[i])
    if other.token ~= r.token then redis.call('HDEL', KEYS[4], other.token) end
  end
end
touch()
return cjson.encode({player_id = pid, channel = r.channel, name = r.name})
"""

# ARGV: code, ttl, request id
REQUEST_DENY = """
local raw = redis.call('HGET', KEYS[9], ARGV[3])
if not raw then return refuse('no_request') end
local r = cjson.decode(raw)
redis.call('HDEL', KEYS[9], ARGV[3])
redis.call('HDEL', KEYS[4], r.token)
redis.call('HSET', KEYS[10], 't:' .. r.token, '1')
touch()
return cjson.encode({channel = r.channel})
"""

# The pending requests, for a host that connects. ARGV: code, ttl
REQUEST_LIST = """
local out = {}
local all = redis.call('HGETALL', KEYS[9])
for i = 1, #all, 2 do
  local r = cjson.decode(all[i + 1])
  table.insert(out, {id = r.id, name = r.name, kind = r.kind})
end
return cjson.encode({requests = out})
"""

# ARGV: code, ttl, '1' to lock | '0' to unlock
LOCK = """
if not live() then return refuse('not_found') end
redis.call('HSET', KEYS[1], 'locked', ARGV[3])
touch()
return cjson.encode({locked = ARGV[3] == '1'})
"""

# The trailing answer count, when its window closes: sent only while the question runs and when the count
# changed since the last one sent; it opens a new window. ARGV: code, ttl, answer-count window ms
COUNT_FLUSH = """
redis.call('DEL', KEYS[1] .. ':count-trailing')
if meta('phase') ~= 'open' then return cjson.encode({send = false}) end
local now_sent = meta('q_index') .. ':' .. meta('answered')
if redis.call('GET', KEYS[1] .. ':count-sent') == now_sent then return cjson.encode({send = false}) end
redis.call('SET', KEYS[1] .. ':count-sent', now_sent, 'EX', TTL)
redis.call('SET', KEYS[1] .. ':count-gate', 1, 'PX', ARGV[3])
local _, n = answering()
return cjson.encode({send = true, answered = tonumber(meta('answered')), connected = n})
"""
