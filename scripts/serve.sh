#!/usr/bin/env bash
# Serves the whole product from one daphne process, with a Celery worker beside it.
# Without REDIS_URL it starts its own redis-server on a unix socket under backend/var/redis/, so live
# rooms, channels and jobs run the same code as with a configured Redis. Everything it started stops with it.
set -euo pipefail
HOST="${1:-127.0.0.1}"
PORT="${2:-8000}"
cd "$(dirname "$0")/../backend"

children=()
cleanup() { for pid in "${children[@]}"; do kill "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT
trap 'exit 143' INT TERM

if [ -z "${REDIS_URL:-}" ]; then
  command -v redis-server >/dev/null || { echo "redis-server is missing: run 'make system-deps'" >&2; exit 1; }
  redis_dir="${REDIS_EMBEDDED_DIR:-$PWD/var/redis}"
  mkdir -p "$redis_dir"
  rm -f "$redis_dir/redis.sock"
  redis-server --port 0 --unixsocket "$redis_dir/redis.sock" --unixsocketperm 700 --dir "$redis_dir" \
    --save "" --appendonly no --loglevel warning --logfile "$redis_dir/redis.log" &
  children+=("$!")
  for _ in $(seq 50); do [ -S "$redis_dir/redis.sock" ] && break; sleep 0.1; done
  [ -S "$redis_dir/redis.sock" ] || { echo "the embedded redis-server did not start (see $redis_dir/redis.log)" >&2; exit 1; }
  export REDIS_URL="unix://$redis_dir/redis.sock?db=0"
  export REDIS_EMBEDDED=true
fi

.venv/bin/celery -A config worker --loglevel=WARNING --concurrency="${CELERY_CONCURRENCY:-2}" &
children+=("$!")

echo "QuizForge is serving at http://${HOST}:${PORT}"
# Pings find sockets whose reader stopped: one that answers no ping for 20 s is closed, not buffered for.
.venv/bin/daphne -b "$HOST" -p "$PORT" --ping-interval 10 --ping-timeout 20 config.asgi:application &
children+=("$!")
wait -n
