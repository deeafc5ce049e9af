-- The host lets a request in: a rejoin gets the player (its old token stops working), a kicked name or
-- device is let in again as a new player. ARGV: code, ttl, request id, new player id, now ms
local raw = redis.call('HGET', K.rejoins, ARGV[3])
if not raw then return refuse('no_request') end
local r = cjson.decode(raw)
local pid = r.player_id
if r.kind == 'rejoin' then
  local praw = redis.call('HGET', K.players, pid)
  if not praw then return refuse('no_player') end
  local p = cjson.decode(praw)
  if p.token ~= '' then redis.call('HDEL', K.tokens, p.token) end
  p.token = r.token
  redis.call('HSET', K.players, pid, cjson.encode(p))
else
  local key, skel = 'k:' .. r.key, 's:' .. r.skel
  if redis.call('HEXISTS', K.names, key) == 1 or redis.call('HEXISTS', K.names, skel) == 1 then
    redis.call('HDEL', K.rejoins, ARGV[3])
    redis.call('HDEL', K.tokens, r.token)
    return refuse('name_taken_since')
  end
  redis.call('HDEL', K.bans, key, skel)
  pid = ARGV[4]
  local player = {id = pid, name = r.name, key = r.key, skel = r.skel, is_host = false, score = 0,
    current_streak = 0, best_streak = 0, correct_answers = 0, total_answers = 0, last_correct_ms = 0,
    joined_ms = tonumber(ARGV[5]), token = r.token}
  redis.call('HSET', K.players, pid, cjson.encode(player))
  redis.call('HSET', K.names, key, pid, skel, pid)
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
