-- Ends a question early (everyone answered), only if it is still the running one. ARGV: code, ttl, index
if meta('phase') ~= 'open' or meta('q_index') ~= ARGV[3] then return refuse('not_running') end
end_question(tonumber(ARGV[3]), false)
touch()
return cjson.encode({question_index = tonumber(ARGV[3])})
