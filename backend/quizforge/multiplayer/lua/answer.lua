-- ARGV: code, ttl, player id, question index, clock epoch, streak before, choice index (-1: none),
--       choice text, now ms, elapsed ms, is correct ('1'|'0'), points, streak after, answer-count window ms,
--       the answering server process's id, its heartbeat's life ms
local phase, q_index, epoch, paused =
  unpack(redis.call('HMGET', K.meta, 'phase', 'q_index', 'epoch', 'paused'))
if phase ~= 'open' or q_index ~= ARGV[4] then return refuse('closed') end
if paused == '1' then return refuse('paused') end
if epoch ~= ARGV[5] then return refuse('retry') end
local raw = redis.call('HGET', K.players, ARGV[3])
if not raw then return refuse('unauthorized') end
local field = ARGV[4] .. ':' .. ARGV[3]
if redis.call('HEXISTS', K.answers, field) == 1 then return refuse('already_answered') end
local p = cjson.decode(raw)
if p.current_streak ~= tonumber(ARGV[6]) then return refuse('retry') end
if p.is_host then redis.call('HSET', K.meta, 'host_plays', '1') end
-- what others may see until the question ends: the stats before this answer
p.before = {q = tonumber(ARGV[4]), score = p.score, current_streak = p.current_streak,
  best_streak = p.best_streak, correct_answers = p.correct_answers, total_answers = p.total_answers,
  last_correct_ms = p.last_correct_ms}
local correct = ARGV[11] == '1'
local points = tonumber(ARGV[12])
redis.call('HSET', K.answers, field, cjson.encode({choice = ARGV[8], elapsed_ms = tonumber(ARGV[10]),
  is_correct = correct, points = points}))
if ARGV[7] ~= '-1' then redis.call('HINCRBY', K.counts, ARGV[4] .. ':' .. ARGV[7], 1) end
p.score = p.score + points
p.total_answers = p.total_answers + 1
p.current_streak = tonumber(ARGV[13])
if p.current_streak > p.best_streak then p.best_streak = p.current_streak end
if correct then
  p.correct_answers = p.correct_answers + 1
  p.last_correct_ms = tonumber(ARGV[9])
end
redis.call('HSET', K.players, ARGV[3], cjson.encode(p))
local answered = redis.call('HINCRBY', K.meta, 'answered', 1)
-- the process that sends an answer is alive: its heartbeat, late under a burst, must not make its own
-- sockets stop counting (nothing would then end the question before its deadline)
redis.call('SET', 'qf:proc:' .. ARGV[15], 1, 'PX', ARGV[16])
prune()
if online(ARGV[3]) then redis.call('HINCRBY', K.meta, 'done_n', 1) end
local n = expected()
local all = everyone_answered()
touch()
-- the answer-count throttle: one answer per window sends the count now, one other sends it when the
-- window closes (COUNT_FLUSH)
local count, count_in_ms = 'none', 0
if not all then
  if redis.call('SET', K.count_gate, 1, 'NX', 'PX', ARGV[14]) then
    count = 'now'
    redis.call('SET', K.count_sent, ARGV[4] .. ':' .. answered, 'EX', TTL)
  elseif redis.call('SET', K.count_trailing, 1, 'NX', 'PX', 2 * tonumber(ARGV[14])) then
    count = 'later'
    count_in_ms = math.max(redis.call('PTTL', K.count_gate), 0)
  end
end
return cjson.encode({player = p, answered = answered, connected = n, all_answered = all, count = count,
  count_in_ms = count_in_ms})
