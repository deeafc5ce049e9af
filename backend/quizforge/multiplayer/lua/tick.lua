-- What the clock does when a room is due. ARGV: code, ttl, now ms
if redis.call('EXISTS', K.meta) == 0 then
  redis.call('ZREM', K.clock, CODE)
  return cjson.encode({event = 'gone'})
end
local now = tonumber(ARGV[3])
local phase, paused = meta('phase'), meta('paused')
local idx = tonumber(meta('q_index'))
if phase == 'countdown' and now >= tonumber(meta('started_ms')) then
  redis.call('HSET', K.meta, 'phase', 'open')
  if timed() then redis.call('ZADD', K.clock, last_deadline(), CODE) else redis.call('ZREM', K.clock, CODE) end
  touch()
  return cjson.encode({event = 'question_start', question_index = idx})
end
if phase == 'open' and paused == '0' and timed() and now >= last_deadline() then
  end_question(idx, true)
  touch()
  return cjson.encode({event = 'question_ended', question_index = idx})
end
if phase == 'open' and paused == '0' and timed() then
  redis.call('ZADD', K.clock, last_deadline(), CODE)
elseif phase ~= 'countdown' then
  redis.call('ZREM', K.clock, CODE)
end
return cjson.encode({event = 'none'})
