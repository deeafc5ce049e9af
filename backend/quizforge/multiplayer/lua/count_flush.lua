-- The trailing answer count, when its window closes: sent only while the question runs and when the count
-- changed since the last one sent; it opens a new window. ARGV: code, ttl, answer-count window ms
redis.call('DEL', K.count_trailing)
if meta('phase') ~= 'open' then return cjson.encode({send = false}) end
local now_sent = meta('q_index') .. ':' .. meta('answered')
if redis.call('GET', K.count_sent) == now_sent then return cjson.encode({send = false}) end
redis.call('SET', K.count_sent, now_sent, 'EX', TTL)
redis.call('SET', K.count_gate, 1, 'PX', ARGV[3])
prune()
local n = expected()
return cjson.encode({send = true, answered = tonumber(meta('answered')), connected = n})
