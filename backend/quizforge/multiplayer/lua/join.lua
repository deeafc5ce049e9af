-- A new player, or a request to the host: the name of a disconnected player (a rejoin), or a name or
-- device the host kicked. ARGV: code, ttl, player id, token, name, name key, is host ('1'|'0'), now ms,
-- name skeleton, the device's previous token for this room ('' if none), the device's id ('' if none)
-- A locked room still lets a disconnected player's name ask the host (a pupil coming back); a new name,
-- and a kicked name or device asking to come back, are refused while it is locked.
if not live() then return refuse('not_found') end
local status, late, max_players, host_pid, locked =
  unpack(redis.call('HMGET', K.meta, 'status', 'late', 'max_players', 'host_pid', 'locked'))
local is_host = ARGV[7] == '1'
local key, skel = 'k:' .. ARGV[6], 's:' .. ARGV[9]
if is_host and host_pid ~= '' then
  return cjson.encode({player = cjson.decode(redis.call('HGET', K.players, host_pid)), existing = true})
end
if status == 'finished' then return refuse('started') end
local holder = redis.call('HGET', K.names, key) or redis.call('HGET', K.names, skel)
if holder and not is_host and ARGV[10] ~= '' and redis.call('HGET', K.tokens, ARGV[10]) == holder then
  -- the same device joining again (a second tap, a new tab): its own player back
  return cjson.encode({player = cjson.decode(redis.call('HGET', K.players, holder)), existing = true,
    token = ARGV[10]})
end
if holder and not is_host then
  prune()
  if online(holder) or holder == host_pid then return refuse('name_taken') end
  local p = cjson.decode(redis.call('HGET', K.players, holder))
  local id = request_new('rejoin', holder, p.name, p.key, p.skel, ARGV[4], ARGV[11])
  touch()
  return cjson.encode({request_id = id})
end
if holder then return refuse('name_taken') end
if not is_host and status == 'playing' and late ~= '1' then return refuse('started') end
if not is_host and locked == '1' then return refuse('locked') end
if not is_host and pupils() >= tonumber(max_players) then return refuse('full') end
local banned = redis.call('HEXISTS', K.bans, key) == 1 or redis.call('HEXISTS', K.bans, skel) == 1
  or (ARGV[10] ~= '' and redis.call('HEXISTS', K.bans, 't:' .. ARGV[10]) == 1)
  or (ARGV[11] ~= '' and redis.call('HEXISTS', K.bans, 'd:' .. ARGV[11]) == 1)
if banned and not is_host then
  local id = request_new('banned', '', ARGV[5], ARGV[6], ARGV[9], ARGV[4], ARGV[11])
  touch()
  return cjson.encode({request_id = id})
end
local player = player_new(ARGV[3], ARGV[5], ARGV[6], ARGV[9], ARGV[4], ARGV[11], is_host, tonumber(ARGV[8]))
if is_host then redis.call('HSET', K.meta, 'host_pid', ARGV[3]) end
touch()
return cjson.encode({player = player, existing = false})
