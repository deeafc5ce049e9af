-- ARGV: code, ttl, channel, player token ('' for the host), is host ('1'|'0'), server process id
-- A pending request's token answers {request}, with the socket noted on it, and the host's sockets. A
-- player's own token drops the requests of other devices to be that player (`dropped`).
if not live() then return refuse('not_found') end
local pid
if ARGV[5] == '1' then pid = meta('host_pid') else pid = redis.call('HGET', K.tokens, ARGV[4]) end
if (not pid or pid == '') and redis.call('HEXISTS', K.bans, 't:' .. ARGV[4]) == 1 then
  return refuse('kicked')
end
if not pid or pid == '' then return refuse('unauthorized') end
prune()
if string.sub(pid, 1, 1) == '?' then
  local id = string.sub(pid, 2)
  local request = cjson.decode(redis.call('HGET', K.rejoins, id))
  request.channel = ARGV[3]
  redis.call('HSET', K.rejoins, id, cjson.encode(request))
  touch()
  return cjson.encode({request = {id = id, name = request.name, kind = request.kind},
    host_channels = host_channels()})
end
local raw = redis.call('HGET', K.players, pid)
if not raw then return refuse('unauthorized') end
local was_connected = online(pid)
socket_add(ARGV[3], pid, ARGV[6])
local dropped, hosts = {}, {}
if ARGV[5] ~= '1' then dropped = requests_drop(pid) end
if #dropped > 0 then hosts = host_channels() end
touch()
local p = cjson.decode(raw)
if meta('phase') == 'open' and p.before and p.before.q == tonumber(meta('q_index')) then
  for field, value in pairs(p.before) do if field ~= 'q' then p[field] = value end end
end
p.before = nil
return cjson.encode({player = p, was_connected = was_connected, dropped = dropped, host_channels = hosts})
