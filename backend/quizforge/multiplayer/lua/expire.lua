-- The room's time is over: claimed once, by whichever process sweeps first. ARGV: code, ttl, now ms
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
local was = meta('status')
local played = 0
if was == 'playing' then played = finish('expired') end
redis.call('HSET', K.meta, 'status', 'finished', 'phase', 'finished')
return cjson.encode({event = 'expired', was = was, played = played})
