"""Channel layer: Redis, so that every server process reaches every socket of a room.

The Pub/Sub layer sends a room broadcast once per server process (each process fans it out to its own
sockets), where the core layer pushes one copy per socket into Redis; see README "Live games" for the
figures. Its subscriber connections live as long as the process, so they carry no socket timeout.
`CHANNEL_LAYER=core` selects the core layer.
"""

from typing import Any

from config.env import env

_redis_url = env("REDIS_URL", default="")
_layer = env("CHANNEL_LAYER", default="pubsub")

_config: dict[str, Any] = {"hosts": [{"address": _redis_url, "socket_timeout": None}]}
if _layer == "core":
    _config.update({"capacity": 200, "expiry": 30})

CHANNEL_LAYERS = {
    "default": {
        "BACKEND": (
            "channels_redis.core.RedisChannelLayer"
            if _layer == "core"
            else "channels_redis.pubsub.RedisPubSubChannelLayer"
        ),
        "CONFIG": _config,
    }
}
