"""Channel layer: Redis when REDIS_URL is set so several server processes share rooms; in-memory otherwise."""

from config.env import env

_redis_url = env("REDIS_URL", default="")

CHANNEL_LAYERS = {
    "default": (
        {"BACKEND": "channels_redis.core.RedisChannelLayer", "CONFIG": {"hosts": [_redis_url]}}
        if _redis_url
        else {"BACKEND": "channels.layers.InMemoryChannelLayer"}
    )
}
