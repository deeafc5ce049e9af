-- ARGV: code, ttl, now ms
if meta('phase') ~= 'open' then return refuse('not_running') end
if meta('paused') == '1' then return refuse('already_paused') end
local now = tonumber(ARGV[3])
local remaining = 0
if timed() then remaining = math.max(tonumber(meta('deadline_ms')) - now, 0) end
redis.call('HSET', K.meta, 'paused', '1', 'paused_ms', now, 'remaining_ms', remaining,
  'epoch', tonumber(meta('epoch')) + 1)
redis.call('ZREM', K.clock, CODE)
touch()
return cjson.encode({remaining_ms = remaining, question_index = tonumber(meta('q_index'))})
