-- A new room, and its place among its host's rooms (the key after the room's own, a sorted set: code -> created ms), taken in
-- the same step as counting the host's live rooms, so parallel requests cannot open more than the most
-- allowed at once; and within the most live rooms of the whole server (counted in `expiry`). ARGV: code,
-- ttl, meta JSON, most live rooms at once (0: no limit), created ms, seconds the host's set lives, most
-- live rooms of the server (0: no limit)
local USER_ROOMS = KEYS[#KEYS]
if redis.call('EXISTS', K.meta) == 1 then return refuse('taken') end
local most_all = tonumber(ARGV[7])
if most_all > 0 and redis.call('ZCOUNT', K.expiry, '(' .. now_ms(), '+inf') >= most_all then
  return refuse('server_rooms_full')
end
local most = tonumber(ARGV[4])
if most > 0 then
  local now, live = now_ms(), 0
  for _, other in ipairs(redis.call('ZRANGE', USER_ROOMS, 0, -1)) do
    local status, expires = unpack(redis.call('HMGET', 'qf:room:{' .. other .. '}', 'status', 'expires_ms'))
    if (status == 'lobby' or status == 'playing') and (tonumber(expires) or 0) > now then live = live + 1 end
  end
  if live >= most then return refuse('rooms_at_once') end
end
redis.call('ZADD', USER_ROOMS, ARGV[5], CODE)
if redis.call('TTL', USER_ROOMS) < tonumber(ARGV[6]) then redis.call('EXPIRE', USER_ROOMS, ARGV[6]) end
for field, value in pairs(cjson.decode(ARGV[3])) do redis.call('HSET', K.meta, field, value) end
touch()
return cjson.encode({ok = true})
