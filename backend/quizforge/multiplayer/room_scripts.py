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
A socket counts as connected while its server process keeps `qf:proc:<id>` alive (see `RoomStore`): the
sockets of a process that died are pruned the next time a script looks.
ARGV[1] is always the room code. Every script answers one JSON object: `{"err": KIND}` or the result.
"""

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
)

PRELUDE = """
local TTL = tonumber(ARGV[2])
local CODE = ARGV[1]
local function touch()
  for i = 1, 7 do redis.call('EXPIRE', KEYS[i], TTL) end
end
local function refuse(kind) return cjson.encode({err = kind}) end
local function meta(field) return redis.call('HGET', KEYS[1], field) end
local function connected()
  local seen, n, alive = {}, 0, {}
  local conns = redis.call('HGETALL', KEYS[5])
  for i = 1, #conns, 2 do
    local pid, proc = string.match(conns[i + 1], '^(.*)@(.*)$')
    if alive[proc] == nil then alive[proc] = redis.call('EXISTS', 'qf:proc:' .. proc) == 1 end
    if not alive[proc] then
      redis.call('HDEL', KEYS[5], conns[i])
    elseif not seen[pid] then
      seen[pid] = true; n = n + 1
    end
  end
  return seen, n
end
local function everyone_answered(idx)
  local seen, n = connected()
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
  if at_deadline then online = connected() end
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
"""

# ARGV: code, ttl, meta JSON
CREATE = """
if redis.call('EXISTS', KEYS[1]) == 1 then return refuse('taken') end
for field, value in pairs(cjson.decode(ARGV[3])) do redis.call('HSET', KEYS[1], field, value) end
touch()
return cjson.encode({ok = true})
"""

# ARGV: code, ttl, player id, token, name, lower-case name, is host ('1'|'0'), now ms
JOIN = """
if redis.call('EXISTS', KEYS[1]) == 0 then return refuse('not_found') end
local status, late, max_players, host_pid =
  unpack(redis.call('HMGET', KEYS[1], 'status', 'late', 'max_players', 'host_pid'))
local is_host = ARGV[7] == '1'
if is_host and host_pid ~= '' then
  return cjson.encode({player = cjson.decode(redis.call('HGET', KEYS[2], host_pid)), existing = true})
end
if not is_host and (status == 'finished' or (status == 'playing' and late ~= '1')) then
  return refuse('started')
end
if redis.call('HEXISTS', KEYS[3], ARGV[6]) == 1 then return refuse('name_taken') end
local reserved = 0
if host_pid == '' and not is_host then reserved = 1 end
if redis.call('HLEN', KEYS[2]) + reserved >= tonumber(max_players) then return refuse('full') end
local player = {id = ARGV[3], name = ARGV[5], key = ARGV[6], is_host = is_host, score = 0, current_streak = 0,
  best_streak = 0, correct_answers = 0, total_answers = 0, last_correct_ms = 0, joined_ms = tonumber(ARGV[8]),
  token = ARGV[4]}
redis.call('HSET', KEYS[2], ARGV[3], cjson.encode(player))
redis.call('HSET', KEYS[3], ARGV[6], ARGV[3])
if ARGV[4] ~= '' then redis.call('HSET', KEYS[4], ARGV[4], ARGV[3]) end
if is_host then redis.call('HSET', KEYS[1], 'host_pid', ARGV[3]) end
touch()
return cjson.encode({player = player, existing = false})
"""

# ARGV: code, ttl, channel, player token ('' for the host), is host ('1'|'0'), server process id
CONNECT = """
if redis.call('EXISTS', KEYS[1]) == 0 then return refuse('not_found') end
local pid
if ARGV[5] == '1' then pid = meta('host_pid') else pid = redis.call('HGET', KEYS[4], ARGV[4]) end
if not pid or pid == '' then return refuse('unauthorized') end
local raw = redis.call('HGET', KEYS[2], pid)
if not raw then return refuse('unauthorized') end
local seen = connected()
redis.call('HSET', KEYS[5], ARGV[3], pid .. '@' .. ARGV[6])
touch()
return cjson.encode({player = cjson.decode(raw), was_connected = seen[pid] == true})
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

# ARGV: code, ttl, now ms, first question start ms, fewest connected players
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
local _, n = connected()
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
return cjson.encode({remaining_ms = remaining})
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
  redis.call('HSET', KEYS[1], 'status', 'finished', 'phase', 'finished')
  touch()
  return cjson.encode({finished = true})
end
local now = tonumber(ARGV[3])
local deadline = now + tonumber(meta('tpq')) * 1000
redis.call('HSET', KEYS[1], 'phase', 'open', 'q_index', idx, 'started_ms', now, 'deadline_ms', deadline,
  'answered', 0, 'epoch', tonumber(meta('epoch')) + 1)
redis.call('ZADD', KEYS[8], deadline, CODE)
touch()
return cjson.encode({finished = false, question_index = idx})
"""

# ARGV: code, ttl, player id
KICK = """
if ARGV[3] == meta('host_pid') then return refuse('is_host') end
local raw = redis.call('HGET', KEYS[2], ARGV[3])
if not raw then return refuse('no_player') end
local p = cjson.decode(raw)
redis.call('HDEL', KEYS[2], ARGV[3])
redis.call('HDEL', KEYS[3], p.key)
if p.token ~= '' then redis.call('HDEL', KEYS[4], p.token) end
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
return cjson.encode({player = p, channels = channels, all_answered = all, question_index = idx})
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
local _, n = connected()
return cjson.encode({send = true, answered = tonumber(meta('answered')), connected = n})
"""
