-- The host ends the game early. ARGV: code, ttl
if meta('status') ~= 'playing' then return refuse('not_playing') end
local played = finish('ended_by_host')
touch()
return cjson.encode({played = played})
