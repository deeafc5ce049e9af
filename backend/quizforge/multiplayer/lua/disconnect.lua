-- ARGV: code, ttl, channel
-- Answers the socket's player, whether it went offline (its last socket) with its row as the lobby shows
-- it, and whether everyone left online has now answered the running question.
local pid, offline = socket_drop(ARGV[3])
if not pid then return cjson.encode({}) end
prune()
local idx = tonumber(meta('q_index'))
local all = meta('phase') == 'open' and meta('paused') == '0' and everyone_answered()
touch()
return cjson.encode({player_id = pid, still_connected = not offline, all_answered = all,
  question_index = idx})
