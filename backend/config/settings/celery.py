"""Celery: Redis broker when REDIS_URL is set, otherwise tasks run in-process (see quizforge.core.tasks)."""

from config.env import env

_redis_url = env("REDIS_URL", default="")
# Celery spells a unix-socket Redis (the embedded one scripts/serve.sh starts) redis+socket://.
_celery_redis_url = _redis_url.replace("unix://", "redis+socket://", 1)

CELERY_BROKER_URL = _celery_redis_url or "memory://"
CELERY_RESULT_BACKEND = _celery_redis_url or None
CELERY_TASK_ALWAYS_EAGER = not _redis_url
CELERY_TASK_EAGER_PROPAGATES = True
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_SOFT_TIME_LIMIT = env.int("CELERY_TASK_SOFT_TIME_LIMIT", default=240)
CELERY_TASK_TIME_LIMIT = env.int("CELERY_TASK_TIME_LIMIT", default=300)
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
