"""Settings for the test suite: the real database and Redis given by the environment, fast hashing."""

import os
import re

from config.django.base import *  # noqa: F403
from config.django.base import REDIS_URL, VAR_DIR

DEBUG = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
BACKGROUND_INLINE = True
MAIL_FILE_DIR = VAR_DIR / "test-mail"

# Parallel test workers each get their own Redis database for the cache (and so for throttle counters),
# because clearing the cache between tests empties the whole database.
_worker = os.environ.get("PYTEST_XDIST_WORKER")
if REDIS_URL and _worker:
    _worker_index = int(re.sub(r"\D", "", _worker) or 0)
    _cache_url = re.sub(r"/\d*$", "", REDIS_URL.split("?")[0]) + f"/{10 + _worker_index}"
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": _cache_url}}
