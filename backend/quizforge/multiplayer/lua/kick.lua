-- ARGV: code, ttl, player id
if ARGV[3] == meta('host_pid') then return refuse('is_host') end
local raw = redis.call('HGET', K.players, ARGV[3])
if not raw then return refuse('no_player') end
local p = cjson.decode(raw)
redis.call('HDEL', K.players, ARGV[3])
if p.extra_time and p.extra_time > 1 then max_factor_update() end
redis.call('HDEL', K.names, 'k:' .. p.key, 's:' .. p.skel)
redis.call('HSET', K.bans, 'k:' .. p.key, '1', 's:' .. p.skel, '1')
if p.token ~= '' then
  redis.call('HDEL', K.tokens, p.token)
  redis.call('HSET', K.bans, 't:' .. p.token, '1')
end
if p.device and p.device ~= '' then redis.call('HSET', K.bans, 'd:' .. p.device, '1') end
local dropped = requests_drop(ARGV[3])
local conns, channels = redis.call('HGETALL', K.conns), {}
for i = 1, #conns, 2 do
  if string.match(conns[i + 1], '^(.*)@') == ARGV[3] then
    table.insert(channels, conns[i])
    socket_drop(conns[i])
  end
end
local idx = tonumber(meta('q_index'))
local all = meta('phase') == 'open' and meta('paused') == '0' and everyone_answered()
touch()
return cjson.encode({player = p, channels = channels, all_answered = all, question_index = idx,
  dropped = dropped, host_channels = host_channels()})
