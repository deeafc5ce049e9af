"""Bounds that keep one person from spending what everyone shares (issue 27): live rooms per user, the pace
of joins to one room from one address, and budgets for requests about rooms that do not exist."""

from config.env import env

# Live rooms one user has running at once (403 beyond) and may open in an hour (429 beyond).
LIVE_ROOMS_PER_USER = env.int("LIVE_ROOMS_PER_USER", default=10)
LIVE_ROOMS_PER_USER_PER_HOUR = env.int("LIVE_ROOMS_PER_USER_PER_HOUR", default=30)
# Live rooms on the whole server at once (503 beyond), so the games in play keep Redis's headroom.
LIVE_ROOMS_MAX = env.int("LIVE_ROOMS_MAX", default=5000)
# New live rooms wait (503) once Redis's used memory passes this share of its maxmemory.
REDIS_NEW_WORK_MEMORY_SHARE = env.float("REDIS_NEW_WORK_MEMORY_SHARE", default=0.7)
# A live room ends this long after its creation, whatever reconnects do (idle rooms end after 2 hours).
LIVE_ROOM_MAX_LIFE_S = env.int("LIVE_ROOM_MAX_LIFE_S", default=3 * 60 * 60)
# Joins to one room from one address: THROTTLE_ROOM_JOIN_ROOM is the pace (120/min: a class of 100 joining
# over a minute gets in), this is how many may arrive at once before the pace applies.
THROTTLE_ROOM_JOIN_ROOM_BURST = env.int("THROTTLE_ROOM_JOIN_ROOM_BURST", default=20)
# Lookups and joins of room codes that do not exist, per address a minute: their own
# budget (429 beyond), so a pupil trying random codes never holds up the class's real joins.
ROOM_CODE_MISSES_PER_ADDRESS = env.int("ROOM_CODE_MISSES_PER_ADDRESS", default=60)
ROOM_CODE_MISS_WINDOW_SECONDS = env.int("ROOM_CODE_MISS_WINDOW_SECONDS", default=60)
# Socket handshakes per address: THROTTLE_ROOM_SOCKET is the pace (600/min), this the burst (a class
# reconnecting at once after the school's Wi-Fi drops).
SOCKET_CONNECT_BURST = env.int("SOCKET_CONNECT_BURST", default=300)
# Questions one user's review queue keeps: past it, recording a miss drops those reviewed longest ago.
REVIEW_ITEMS_PER_USER = env.int("REVIEW_ITEMS_PER_USER", default=1000)
