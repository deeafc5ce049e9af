"""Settings for the test suite: the real database and Redis given by the environment, fast hashing."""

import os
import re

# Parallel test workers each get their own Redis database for rooms, channels and the broker too, so that
# one worker's rooms (keyed by user ids, which every worker's database starts again) are not another's.
_worker = os.environ.get("PYTEST_XDIST_WORKER")
if os.environ.get("REDIS_URL", "").startswith(("redis://", "rediss://")) and _worker:
    _index = int(re.sub(r"\D", "", _worker) or 0)
    _server = re.sub(r"/\d*$", "", os.environ["REDIS_URL"].split("?")[0])
    os.environ["REDIS_URL"] = f"{_server}/{2 + _index}"

from config.django.base import *  # noqa: E402, F403
from config.django.base import REDIS_URL, VAR_DIR  # noqa: E402

DEBUG = False
PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
EMAIL_BACKEND = "django.core.mail.backends.locmem.EmailBackend"
BACKGROUND_INLINE = True
MAIL_FILE_DIR = VAR_DIR / "test-mail"

# And their own database for the cache (and so for throttle counters), because clearing the cache between
# tests empties the whole database.
if REDIS_URL and _worker:
    _worker_index = int(re.sub(r"\D", "", _worker) or 0)
    _cache_url = re.sub(r"/\d*$", "", REDIS_URL.split("?")[0]) + f"/{10 + _worker_index}"
    CACHES = {"default": {"BACKEND": "quizforge.core.cache.ProcessRedisCache", "LOCATION": _cache_url}}
