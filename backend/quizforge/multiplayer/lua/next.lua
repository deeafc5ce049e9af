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
redis.call('HSET', K.meta, 'phase', 'open', 'q_index', idx, 'answered', 0, 'done_n', 0,
  'epoch', tonumber(meta('epoch')) + 1)
local last = deadlines_set(now)
if last > 0 then redis.call('ZADD', K.clock, last, CODE) end
touch()
return cjson.encode({finished = false, question_index = idx})
