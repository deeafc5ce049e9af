-- The pending requests, for a host that connects. ARGV: code, ttl
local out = {}
local all = redis.call('HGETALL', K.rejoins)
for i = 1, #all, 2 do
  local r = cjson.decode(all[i + 1])
  table.insert(out, {id = r.id, name = r.name, kind = r.kind})
end
return cjson.encode({requests = out})
