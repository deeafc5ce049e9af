-- ARGV: code, ttl, now ms, first question start ms, fewest connected players (the host included)
if meta('status') ~= 'lobby' then return refuse('already_started') end
prune()
local n = tonumber(meta('online_n') or '0')
if n < tonumber(ARGV[5]) then return refuse('too_few') end
local start_at = tonumber(ARGV[4])
redis.call('HSET', K.meta, 'status', 'playing', 'phase', 'countdown', 'q_index', 0, 'answered', 0,
  'done_n', 0, 'paused', '0', 'epoch', tonumber(meta('epoch')) + 1)
deadlines_set(start_at)
redis.call('ZADD', K.clock, start_at, CODE)
touch()
return cjson.encode({question_index = 0, starts_at = start_at})
