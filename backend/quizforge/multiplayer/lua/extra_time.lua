-- The host gives a player more time (factor 1: none), in the lobby or between questions; the room keeps the
-- largest factor, which makes its questions' last deadline. ARGV: code, ttl, player id, factor
local phase = meta('phase')
if phase ~= 'lobby' and phase ~= 'ended' then return refuse('still_running') end
local raw = redis.call('HGET', K.players, ARGV[3])
if not raw then return refuse('no_player') end
local p = cjson.decode(raw)
if p.is_host then return refuse('is_host') end
p.extra_time = tonumber(ARGV[4])
redis.call('HSET', K.players, ARGV[3], cjson.encode(p))
max_factor_update()
-- who may know it: the host's sockets and the pupil's own
local host, channels, conns = meta('host_pid'), {}, redis.call('HGETALL', K.conns)
for i = 1, #conns, 2 do
  local pid = string.match(conns[i + 1], '^(.*)@')
  if pid == host or pid == ARGV[3] then table.insert(channels, conns[i]) end
end
touch()
return cjson.encode({player = p, channels = channels})
