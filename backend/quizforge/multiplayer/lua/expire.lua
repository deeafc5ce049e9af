-- The room's time is over: claimed once, by whichever process sweeps first. ARGV: code, ttl, now ms
-- `store`: the claimer stores the game (a game in play, or a finished one not stored yet: its storing failed,
-- or the last "Next" raced the room's end). A game finished in the last STORE_WAIT_MS may be being stored
-- by the process that finished it: the room waits that long. A room is removed once its game is stored,
-- it had none, or its keys' grace period is nearly over.
local STORE_WAIT_MS = 15000
if redis.call('EXISTS', K.meta) == 0 then
  redis.call('ZREM', K.expiry, CODE)
  return cjson.encode({event = 'gone'})
end
local expires = tonumber(meta('expires_ms'))
if expires > tonumber(ARGV[3]) then
  redis.call('ZADD', K.expiry, expires, CODE)
  return cjson.encode({event = 'none'})
end
redis.call('ZREM', K.expiry, CODE)
local now, was = tonumber(ARGV[3]), meta('status')
if was == 'playing' then
  local played = finish('expired')
  return cjson.encode({event = 'expired', was = was, played = played, store = played > 0})
end
local unstored = was == 'finished' and not meta('game_id') and tonumber(meta('played') or 0) > 0
if unstored and now < expires + GRACE_MS - 2 * STORE_WAIT_MS then
  local finished = tonumber(meta('finished_ms') or 0)
  if now - finished < STORE_WAIT_MS then
    redis.call('ZADD', K.expiry, finished + STORE_WAIT_MS, CODE)
    return cjson.encode({event = 'none'})
  end
  return cjson.encode({event = 'expired', was = was, played = tonumber(meta('played')), store = true})
end
redis.call('HSET', K.meta, 'status', 'finished', 'phase', 'finished')
return cjson.encode({event = 'expired', was = was, played = 0, store = false})
