-- ARGV: code, ttl, now ms
local phase = meta('phase')
if phase == 'open' or phase == 'countdown' then return refuse('still_running') end
if phase ~= 'ended' then return refuse('not_playing') end
local idx = tonumber(meta('q_index')) + 1
if idx >= tonumber(meta('total')) then
  local played = finish('finished')
  touch()
  return cjson.encode({finished = true, played = played})
end
local now = tonumber(ARGV[3])
local deadline = now + tonumber(meta('tpq')) * 1000
redis.call('HSET', K.meta, 'phase', 'open', 'q_index', idx, 'started_ms', now, 'deadline_ms', deadline,
  'answered', 0, 'done_n', 0, 'epoch', tonumber(meta('epoch')) + 1)
redis.call('ZADD', K.clock, deadline, CODE)
touch()
return cjson.encode({finished = false, question_index = idx})
