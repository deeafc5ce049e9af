"""Log lines as an operator reads them: one JSON object a line in production, no secrets in tracebacks."""

import json
import os
import subprocess
import sys
from pathlib import Path

BACKEND_DIR = Path(__file__).resolve().parents[3]

_LOG_SOME_LINES = """
import django
django.setup()
import logging
log = logging.getLogger("quizforge.probe")
log.warning("document extraction crashed", extra={"kind": "pdf", "reason": "boom"})
def refresh(token):
    raise ValueError("refresh failed")
try:
    refresh("secret-refresh-token-value")
except ValueError:
    log.exception("session refresh failed")
"""


def _log_output(log_format: str) -> str:
    env = {**os.environ, "DJANGO_SETTINGS_MODULE": "config.django.base", "LOG_FORMAT": log_format}
    done = subprocess.run(
        [sys.executable, "-c", _LOG_SOME_LINES],
        cwd=BACKEND_DIR,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return done.stderr


def test_json_lines_carry_extra_fields_and_the_traceback():
    lines = [json.loads(line) for line in _log_output("json").splitlines() if line.startswith("{")]

    warning, error = lines[-2], lines[-1]
    assert warning["event"] == "document extraction crashed"
    assert (warning["level"], warning["kind"], warning["reason"]) == ("warning", "pdf", "boom")
    assert {"timestamp", "logger"} <= set(warning)
    assert error["level"] == "error"
    assert "Traceback (most recent call last)" in error["exception"]
    assert "ValueError: refresh failed" in error["exception"]


def test_tracebacks_never_print_local_variables():
    for log_format in ("json", "console"):
        output = _log_output(log_format)
        assert "refresh failed" in output
        assert "secret-refresh-token-value" not in output
