-- ARGV: code, ttl, now ms
if meta('paused') ~= '1' then return refuse('not_paused') end
local now = tonumber(ARGV[3])
local deadline = now + tonumber(meta('remaining_ms'))
local started = tonumber(meta('started_ms')) + (now - tonumber(meta('paused_ms')))
redis.call('HSET', K.meta, 'paused', '0', 'deadline_ms', deadline, 'started_ms', started,
  'epoch', tonumber(meta('epoch')) + 1)
redis.call('ZADD', K.clock, deadline, CODE)
touch()
return cjson.encode({deadline_ms = deadline, remaining_ms = tonumber(meta('remaining_ms'))})
