-- ARGV: code, ttl, request id
local raw = redis.call('HGET', K.rejoins, ARGV[3])
if not raw then return refuse('no_request') end
local r = cjson.decode(raw)
redis.call('HDEL', K.rejoins, ARGV[3])
redis.call('HDEL', K.tokens, r.token)
redis.call('HSET', K.bans, 't:' .. r.token, '1')
touch()
return cjson.encode({channel = r.channel})
