#!/usr/bin/env bash
# Development: autoreloading backend on :8000 and the Vite dev server (with /api and /ws proxied) on :5173.
set -euo pipefail
PORT="${1:-8000}"
root="$(cd "$(dirname "$0")/.." && pwd)"
trap 'kill 0' EXIT INT TERM
# shellcheck source=embedded-redis.sh
source "$root/scripts/embedded-redis.sh"
embedded_redis_start "$root/backend"
(cd "$root/backend" && DEBUG=true .venv/bin/python manage.py runserver "127.0.0.1:${PORT}") &
(cd "$root/backend" && .venv/bin/celery -A config worker --loglevel=INFO --concurrency=2) &
(cd "$root/frontend" && BACKEND_URL="http://127.0.0.1:${PORT}" npm run dev)
