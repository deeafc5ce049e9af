"""Without REDIS_URL everything Redis does runs in-process (CONTRACT §1), and /api/health/ says so."""

import json
import os
import subprocess
import sys
from pathlib import Path

BACKEND_DIR = Path(__file__).resolve().parents[3]

_REPORT = """
import json
import django
django.setup()
from django.conf import settings
from django.test import Client
from quizforge.core.redis import redis_client
health = Client().get("/api/health/")
print(json.dumps({
    "celery_eager": settings.CELERY_TASK_ALWAYS_EAGER,
    "broker": settings.CELERY_BROKER_URL,
    "channel_layer": settings.CHANNEL_LAYERS["default"]["BACKEND"],
    "cache": settings.CACHES["default"]["BACKEND"],
    "redis_client": redis_client() is not None,
    "health": [health.status_code, health.json()],
}))
"""


def test_no_redis_url_means_in_process_equivalents():
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.django.base",
        "REDIS_URL": "",
        "LOG_LEVEL": "ERROR",
    }
    done = subprocess.run(
        [sys.executable, "-c", _REPORT], cwd=BACKEND_DIR, env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])

    assert report["celery_eager"] is True
    assert report["broker"] == "memory://"
    assert report["channel_layer"] == "channels.layers.InMemoryChannelLayer"
    assert report["cache"] == "django.core.cache.backends.locmem.LocMemCache"
    assert report["redis_client"] is False
    status, body = report["health"]
    assert status == 200
    assert body == {"status": "ok", "database": "ok", "redis": "embedded", "generator": body["generator"]}
    assert body["generator"] in {"openai", "local"}
