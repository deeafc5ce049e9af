#!/usr/bin/env bash
# Serves the whole product from one daphne process. With REDIS_URL set, a Celery worker runs beside it.
set -euo pipefail
HOST="${1:-127.0.0.1}"
PORT="${2:-8000}"
cd "$(dirname "$0")/../backend"

worker_pid=""
cleanup() { [ -n "$worker_pid" ] && kill "$worker_pid" 2>/dev/null || true; }
trap cleanup EXIT INT TERM

if [ -n "${REDIS_URL:-}" ]; then
  .venv/bin/celery -A config worker --loglevel=WARNING --concurrency="${CELERY_CONCURRENCY:-2}" &
  worker_pid=$!
fi

echo "QuizForge is serving at http://${HOST}:${PORT}"
.venv/bin/daphne -b "$HOST" -p "$PORT" config.asgi:application
