-- ARGV: code, ttl, '1' to lock | '0' to unlock
if not live() then return refuse('not_found') end
redis.call('HSET', K.meta, 'locked', ARGV[3])
touch()
return cjson.encode({locked = ARGV[3] == '1'})
