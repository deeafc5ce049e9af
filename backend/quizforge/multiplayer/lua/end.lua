-- Ends a question before its deadline (everyone answered, or the host ends it: then as at a deadline), only
-- if it is still the running one and not paused (a pause would outlive it into the next question).
-- ARGV: code, ttl, index, '1' when the host ends it
if meta('phase') ~= 'open' or meta('q_index') ~= ARGV[3] then return refuse('not_running') end
if meta('paused') == '1' then return refuse('paused') end
end_question(tonumber(ARGV[3]), ARGV[4] == '1')
touch()
return cjson.encode({question_index = tonumber(ARGV[3])})
