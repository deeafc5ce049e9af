"""Settings that follow how the server is run, and production refusing what is published (issue 27)."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from config.secret_key import PUBLISHED_STRIPE_SECRETS
from quizforge.billing.tests import fake_stripe

BACKEND_DIR = Path(__file__).resolve().parents[3]
_PRINT = "import django; django.setup(); from django.conf import settings; print(settings.{name})"
Done = subprocess.CompletedProcess
_CLEARED = {"SITE_URL", "PORT", "SECRET_KEY", "STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"}


def _setting(
    name: str, module: str = "config.django.base", **environment: str
) -> subprocess.CompletedProcess:
    env = {key: value for key, value in os.environ.items() if key not in _CLEARED}
    env.update(DJANGO_SETTINGS_MODULE=module, LOG_LEVEL="ERROR", **environment)
    return subprocess.run(
        [sys.executable, "-c", _PRINT.format(name=name)],
        cwd=BACKEND_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
    )


def test_site_url_follows_the_port_when_unset():
    assert _setting("SITE_URL", PORT="9123").stdout.strip() == "http://127.0.0.1:9123"
    assert _setting("SITE_URL").stdout.strip() == "http://127.0.0.1:8000"
    given = _setting("SITE_URL", PORT="9123", SITE_URL="https://quiz.example.org/")
    assert given.stdout.strip() == "https://quiz.example.org"


def test_the_serve_script_exports_its_port():
    script = (BACKEND_DIR.parent / "scripts" / "serve.sh").read_text()
    assert 'export PORT="${2:-8000}"' in script


def test_the_published_secrets_are_the_stand_ins():
    assert {fake_stripe.API_KEY, fake_stripe.WEBHOOK_SECRET} == PUBLISHED_STRIPE_SECRETS


_PRODUCTION = {"SECRET_KEY": "a-long-random-production-key-" + "x" * 40, "ALLOWED_HOSTS": "quiz.example.org"}


@pytest.mark.parametrize(
    "stripe",
    [
        {"STRIPE_SECRET_KEY": fake_stripe.API_KEY},
        {"STRIPE_WEBHOOK_SECRET": fake_stripe.WEBHOOK_SECRET},
        {"STRIPE_SECRET_KEY": "sk_live_own", "STRIPE_WEBHOOK_SECRET": f" {fake_stripe.WEBHOOK_SECRET} "},
    ],
    ids=["secret key", "webhook secret", "webhook secret with spaces"],
)
def test_production_refuses_the_stand_ins_published_secrets(stripe):
    done = _setting("DEBUG", "config.django.production", **_PRODUCTION, **stripe)
    assert done.returncode != 0
    assert "stand-in's published secret" in done.stderr


def test_production_starts_with_its_own_stripe_secrets():
    own = {"STRIPE_SECRET_KEY": "sk_live_own", "STRIPE_WEBHOOK_SECRET": "whsec_own"}
    done = _setting("DEBUG", "config.django.production", **_PRODUCTION, **own)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "False"
