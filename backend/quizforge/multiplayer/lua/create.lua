-- ARGV: code, ttl, meta JSON
if redis.call('EXISTS', K.meta) == 1 then return refuse('taken') end
for field, value in pairs(cjson.decode(ARGV[3])) do redis.call('HSET', K.meta, field, value) end
touch()
return cjson.encode({ok = true})
