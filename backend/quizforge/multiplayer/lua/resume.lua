-- ARGV: code, ttl, now ms
if meta('paused') ~= '1' then return refuse('not_paused') end
local now = tonumber(ARGV[3])
-- every deadline (the extra times' too) moves by the pause
local shift = now - tonumber(meta('paused_ms'))
local started = tonumber(meta('started_ms')) + shift
redis.call('HSET', K.meta, 'paused', '0', 'started_ms', started, 'epoch', tonumber(meta('epoch')) + 1)
local deadline = 0
if timed() then
  deadline = tonumber(meta('deadline_ms')) + shift
  redis.call('HSET', K.meta, 'deadline_ms', deadline, 'last_ms', last_deadline() + shift)
  redis.call('ZADD', K.clock, last_deadline(), CODE)
end
touch()
return cjson.encode({deadline_ms = deadline, remaining_ms = tonumber(meta('remaining_ms'))})
