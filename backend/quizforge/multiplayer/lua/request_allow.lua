-- The host lets a request in: a rejoin gets the player (its old token stops working), a kicked name or
-- device is let in again as a new player (within the room's lock and size). A rejoin whose player is
-- connected again is refused and dropped: a stale tap never takes a player from its own device.
-- ARGV: code, ttl, request id, new player id, now ms
local raw = redis.call('HGET', K.rejoins, ARGV[3])
if not raw then return refuse('no_request') end
local r = cjson.decode(raw)
local pid = r.player_id
if r.kind == 'rejoin' then
  local praw = redis.call('HGET', K.players, pid)
  prune()
  if not praw or online(pid) then
    redis.call('HDEL', K.rejoins, ARGV[3])
    redis.call('HDEL', K.tokens, r.token)
    touch()
    return cjson.encode({refused = praw and 'player_back' or 'no_player', channel = r.channel})
  end
  local p = cjson.decode(praw)
  if p.token ~= '' then redis.call('HDEL', K.tokens, p.token) end
  p.token = r.token
  p.device = r.device
  redis.call('HSET', K.players, pid, cjson.encode(p))
else
  local key, skel = 'k:' .. r.key, 's:' .. r.skel
  if redis.call('HEXISTS', K.names, key) == 1 or redis.call('HEXISTS', K.names, skel) == 1 then
    redis.call('HDEL', K.rejoins, ARGV[3])
    redis.call('HDEL', K.tokens, r.token)
    return refuse('name_taken_now')
  end
  if meta('locked') == '1' then return refuse('locked') end
  if pupils() >= tonumber(meta('max_players')) then return refuse('full') end
  redis.call('HDEL', K.bans, key, skel)
  if r.device and r.device ~= '' then redis.call('HDEL', K.bans, 'd:' .. r.device) end
  pid = ARGV[4]
  player_new(pid, r.name, r.key, r.skel, r.token, r.device or '', false, tonumber(ARGV[5]))
end
redis.call('HSET', K.tokens, r.token, pid)
-- one decision answers every request for the same player
local all = redis.call('HGETALL', K.rejoins)
for i = 1, #all, 2 do
  local other = cjson.decode(all[i + 1])
  if all[i] == ARGV[3] or (r.kind == 'rejoin' and other.player_id == pid) then
    redis.call('HDEL', K.rejoins, all[i])
    if other.token ~= r.token then redis.call('HDEL', K.tokens, other.token) end
  end
end
touch()
return cjson.encode({player_id = pid, channel = r.channel, name = r.name})
