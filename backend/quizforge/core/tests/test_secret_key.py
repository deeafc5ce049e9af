"""No published SECRET_KEY signs anything: without one the server makes its own and keeps it (issue 7.1)."""

import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from django.core.exceptions import ImproperlyConfigured

from config.secret_key import KNOWN_PUBLIC_KEYS, load_or_create_secret_key, secret_key

BACKEND_DIR = Path(__file__).resolve().parents[3]

_PRINT_KEY = "import django; django.setup(); from django.conf import settings; print(settings.SECRET_KEY)"


def _settings_key(**environment: str) -> subprocess.CompletedProcess:
    env = {key: value for key, value in os.environ.items() if key != "SECRET_KEY"}
    env.update(DJANGO_SETTINGS_MODULE="config.django.base", LOG_LEVEL="ERROR", **environment)
    return subprocess.run(
        [sys.executable, "-c", _PRINT_KEY],
        cwd=BACKEND_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=90,
    )


def test_without_secret_key_the_server_generates_one_and_keeps_it_for_the_next_start():
    first = _settings_key()
    second = _settings_key()
    assert first.returncode == 0, first.stderr
    key = first.stdout.strip().splitlines()[-1]
    assert key == second.stdout.strip().splitlines()[-1]
    assert key not in KNOWN_PUBLIC_KEYS
    assert len(key) >= 50
    kept = BACKEND_DIR / "var" / "secret_key"
    assert kept.read_text().strip() == key
    assert kept.stat().st_mode & 0o077 == 0


@pytest.mark.parametrize("published", sorted(KNOWN_PUBLIC_KEYS))
def test_the_server_refuses_to_start_with_a_published_key(published):
    done = _settings_key(SECRET_KEY=published)
    assert done.returncode != 0
    assert "SECRET_KEY" in done.stderr


def test_a_generated_key_is_random_per_installation(tmp_path):
    one = load_or_create_secret_key(tmp_path / "one")
    other = load_or_create_secret_key(tmp_path / "other")
    assert one != other
    assert load_or_create_secret_key(tmp_path / "one") == one


def test_a_configured_key_is_used_as_given(tmp_path):
    configured = "x" * 20 + "a-real-random-looking-key-0f9a8b7c"
    assert secret_key(configured, tmp_path) == configured
    assert not (tmp_path / "secret_key").exists()
    with pytest.raises(ImproperlyConfigured):
        secret_key("short", tmp_path)


def test_servers_starting_together_agree_on_one_complete_key(tmp_path):
    with ThreadPoolExecutor(max_workers=8) as pool:
        keys = set(pool.map(lambda _: load_or_create_secret_key(tmp_path), range(32)))
    assert len(keys) == 1
    assert [path.name for path in tmp_path.iterdir()] == ["secret_key"]
