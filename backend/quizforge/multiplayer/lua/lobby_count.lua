-- How many are in the lobby now, for its coalesced announcements. ARGV: code, ttl
-- Answers the pupils connected (the host aside) and the pupils in the room.
if redis.call('EXISTS', K.meta) == 0 then return refuse('not_found') end
prune()
local n = tonumber(meta('online_n') or '0')
local host = meta('host_pid')
if host and host ~= '' and online(host) then n = n - 1 end
return cjson.encode({connected = n, players = pupils()})
