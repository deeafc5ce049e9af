local TTL = tonumber(ARGV[2])
local CODE = ARGV[1]
local function now_ms()
  local t = redis.call('TIME')
  return tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
end
local function meta(field) return redis.call('HGET', K.meta, field) end
local function touch()
  local at = now_ms() + TTL * 1000
  local ends = tonumber(meta('ends_ms'))
  if ends and ends > 0 and ends < at then at = ends end
  redis.call('HSET', K.meta, 'expires_ms', at)
  for _, key in ipairs(LASTING) do redis.call('PEXPIREAT', key, at + GRACE_MS) end
  redis.call('ZADD', K.expiry, at, CODE)
end
local function refuse(kind) return cjson.encode({err = kind}) end
local function timed() return meta('timer') ~= 'none' end
-- A question's clock from its start: everyone's deadline (deadline_ms) and the last one, of the players with
-- the most extra time (last_ms, when the room's question ends); both 0 without a timer. Answers last_ms.
local function deadlines_set(start)
  if not timed() then
    redis.call('HSET', K.meta, 'started_ms', start, 'deadline_ms', 0, 'last_ms', 0)
    return 0
  end
  local tpq_ms = tonumber(meta('tpq')) * 1000
  local last = start + math.floor(tpq_ms * tonumber(meta('max_factor') or '1'))
  redis.call('HSET', K.meta, 'started_ms', start, 'deadline_ms', start + tpq_ms, 'last_ms', last)
  return last
end
local function last_deadline() return tonumber(meta('last_ms') or '0') end
-- The room keeps the most extra time any of its players has: the next questions' last deadline.
local function max_factor_update()
  local most = 1
  for _, value in ipairs(redis.call('HVALS', K.players)) do
    local factor = cjson.decode(value).extra_time or 1
    if factor > most then most = factor end
  end
  redis.call('HSET', K.meta, 'max_factor', most)
end
local function live()
  if redis.call('EXISTS', K.meta) == 0 then return false end
  local expires = tonumber(meta('expires_ms'))
  return not (expires and expires <= now_ms())
end
local function online(pid) return tonumber(redis.call('HGET', K.online, pid) or '0') > 0 end
-- Whether a player answered the running question (done_n counts only those online).
local function answered_now(pid)
  if meta('phase') ~= 'open' then return false end
  return redis.call('HEXISTS', K.answers, meta('q_index') .. ':' .. pid) == 1
end
-- A player's socket counts: answers whether the player came online with it.
local function online_up(pid)
  if redis.call('HINCRBY', K.online, pid, 1) ~= 1 then return false end
  redis.call('HINCRBY', K.meta, 'online_n', 1)
  if answered_now(pid) then redis.call('HINCRBY', K.meta, 'done_n', 1) end
  return true
end
-- A player's socket stops counting: answers whether the player went offline with it.
local function online_down(pid)
  if redis.call('HINCRBY', K.online, pid, -1) > 0 then return false end
  redis.call('HDEL', K.online, pid)
  redis.call('HINCRBY', K.meta, 'online_n', -1)
  if answered_now(pid) then redis.call('HINCRBY', K.meta, 'done_n', -1) end
  return true
end
local function lapsed(proc) return redis.call('HEXISTS', K.lapsed, proc) == 1 end
-- A socket opens: answers whether its player came online with it.
local function socket_add(channel, pid, proc)
  redis.call('HSET', K.conns, channel, pid .. '@' .. proc)
  redis.call('HINCRBY', K.procs, proc, 1)
  if lapsed(proc) then return false end
  return online_up(pid)
end
-- A socket closes: answers its player (nil for an unknown socket) and whether it went offline with it.
local function socket_drop(channel)
  local entry = redis.call('HGET', K.conns, channel)
  if not entry then return nil, false end
  local pid, proc = string.match(entry, '^(.*)@(.*)$')
  redis.call('HDEL', K.conns, channel)
  if redis.call('HINCRBY', K.procs, proc, -1) <= 0 then
    redis.call('HDEL', K.procs, proc)
    redis.call('HDEL', K.lapsed, proc)
  end
  if lapsed(proc) then return pid, false end
  return pid, online_down(pid)
end
-- The sockets of a server process whose heartbeat lapsed stop counting, and count again when it resumes
-- (a process that was only late gets its sockets back; a dead one's entries go with the room). A look at
-- the few processes; a walk of the sockets only when one lapses or comes back.
local function prune()
  for _, proc in ipairs(redis.call('HKEYS', K.procs)) do
    local alive, was_lapsed = redis.call('EXISTS', 'qf:proc:' .. proc) == 1, lapsed(proc)
    if alive == was_lapsed then
      local conns = redis.call('HGETALL', K.conns)
      for i = 1, #conns, 2 do
        local pid, owner = string.match(conns[i + 1], '^(.*)@(.*)$')
        if owner == proc then
          if alive then online_up(pid) else online_down(pid) end
        end
      end
      if alive then redis.call('HDEL', K.lapsed, proc) else redis.call('HSET', K.lapsed, proc, '1') end
    end
  end
end
local function host_waits()
  local host = meta('host_pid')
  return host ~= '' and host ~= false and meta('host_plays') ~= '1' and online(host)
end
-- How many connected players are expected to answer: everyone but a host that has not played.
local function expected()
  local n = tonumber(meta('online_n') or '0')
  if host_waits() then n = n - 1 end
  return n
end
-- The connected players who are expected to answer (one read of `online`, at the deadline).
local function answering()
  local out, all = {}, redis.call('HKEYS', K.online)
  local skip = host_waits() and meta('host_pid') or nil
  for _, pid in ipairs(all) do
    if pid ~= skip then out[pid] = true end
  end
  return out
end
local function everyone_answered()
  local n = expected()
  return n > 0 and tonumber(meta('done_n') or '0') >= n
end
-- Ends the running question: whoever did not answer loses their streak. At the deadline, a connected
-- player without an answer gets the timeout answer (empty, the whole question time, wrong, 0 points).
local function end_question(idx, at_deadline)
  redis.call('HSET', K.meta, 'phase', 'ended')
  redis.call('ZREM', K.clock, CODE)
  local present = {}
  if at_deadline then present = answering() end
  local full_ms = tonumber(meta('tpq')) * 1000
  local players = redis.call('HGETALL', K.players)
  for i = 1, #players, 2 do
    local pid = players[i]
    local field = idx .. ':' .. pid
    if redis.call('HEXISTS', K.answers, field) == 0 then
      local p = cjson.decode(players[i + 1])
      local changed = p.current_streak ~= 0
      p.current_streak = 0
      if present[pid] then
        redis.call('HSET', K.answers, field,
          cjson.encode({choice = '', elapsed_ms = full_ms, is_correct = false, points = 0}))
        redis.call('HINCRBY', K.meta, 'answered', 1)
        p.total_answers = p.total_answers + 1
        changed = true
      end
      if changed then redis.call('HSET', K.players, pid, cjson.encode(p)) end
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
  redis.call('HSET', K.meta, 'status', 'finished', 'phase', 'finished', 'played', played,
    'end_reason', reason, 'paused', '0', 'finished_ms', now_ms())
  redis.call('ZREM', K.clock, CODE)
  return played
end
local function pupils()
  local n = redis.call('HLEN', K.players)
  if meta('host_pid') ~= '' then n = n - 1 end
  return n
end
local function request_new(kind, pid, name, key, skel, token, device)
  local id = string.sub(redis.sha1hex(token), 1, 12)
  redis.call('HSET', K.rejoins, id, cjson.encode({id = id, kind = kind, player_id = pid, name = name, key = key,
    skel = skel, token = token, device = device, channel = ''}))
  redis.call('HSET', K.tokens, token, '?' .. id)
  return id
end
-- A new player, written to `players` and `names` (and `tokens` when it has a token).
local function player_new(pid, name, key, skel, token, device, is_host, joined_ms)
  local player = {id = pid, name = name, key = key, skel = skel, is_host = is_host, score = 0,
    current_streak = 0, best_streak = 0, correct_answers = 0, total_answers = 0, last_correct_ms = 0,
    joined_ms = joined_ms, token = token, device = device}
  redis.call('HSET', K.players, pid, cjson.encode(player))
  redis.call('HSET', K.names, 'k:' .. key, pid, 's:' .. skel, pid)
  if token ~= '' then redis.call('HSET', K.tokens, token, pid) end
  return player
end
-- The host's sockets (to ask it about a request, or tell it one is gone).
local function host_channels()
  local host, hosts, conns = meta('host_pid'), {}, redis.call('HGETALL', K.conns)
  for i = 1, #conns, 2 do
    if string.match(conns[i + 1], '^(.*)@') == host then table.insert(hosts, conns[i]) end
  end
  return hosts
end
-- Drops the pending requests to rejoin as player `pid` (it came back itself, or was kicked): answers
-- their ids and waiting sockets, so that the devices and the host are told.
local function requests_drop(pid)
  local dropped, all = {}, redis.call('HGETALL', K.rejoins)
  for i = 1, #all, 2 do
    local r = cjson.decode(all[i + 1])
    if r.kind == 'rejoin' and r.player_id == pid then
      redis.call('HDEL', K.rejoins, all[i])
      redis.call('HDEL', K.tokens, r.token)
      table.insert(dropped, {id = r.id, channel = r.channel})
    end
  end
  return dropped
end
