#!/usr/bin/env bash
# Serves the whole product from one daphne process, with a Celery worker beside it.
# Without REDIS_URL it starts its own redis-server on a unix socket under backend/var/redis/, so live
# rooms, channels and jobs run the same code as with a configured Redis. Everything it started stops with it.
set -euo pipefail
HOST="${1:-127.0.0.1}"
export PORT="${2:-8000}"  # settings read it: SITE_URL follows it when unset
scripts_dir="$(cd "$(dirname "$0")" && pwd)"
cd "$scripts_dir/../backend"

children=()
cleanup() { for pid in "${children[@]}"; do kill "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT
trap 'exit 143' INT TERM

# shellcheck source=embedded-redis.sh
source "$scripts_dir/embedded-redis.sh"
embedded_redis_start "$PWD"
[ -n "$EMBEDDED_REDIS_PID" ] && children+=("$EMBEDDED_REDIS_PID")

.venv/bin/celery -A config worker --loglevel=WARNING --concurrency="${CELERY_CONCURRENCY:-2}" &
children+=("$!")

echo "QuizForge is serving at http://${HOST}:${PORT}"
# Pings find sockets whose reader stopped: one that answers no ping for 20 s is closed, not buffered for.
.venv/bin/daphne -b "$HOST" -p "$PORT" --ping-interval 10 --ping-timeout 20 config.asgi:application &
daphne_pid=$!
children+=("$daphne_pid")
wait "$daphne_pid"
