# Sourced by serve.sh and dev.sh: without REDIS_URL, start a redis-server (Debian's package) on a unix socket
# under backend/var/redis/ (REDIS_EMBEDDED_DIR overrides) and point REDIS_URL at it. Sets EMBEDDED_REDIS_PID.
# Its memory is capped (REDIS_MAXMEMORY, 256mb) with nothing evicted: once full, new rooms, jobs and rate-limit
# counts are refused (the API answers 503 with a sentence) while the machine and running games carry on.
embedded_redis_start() {
  EMBEDDED_REDIS_PID=""
  [ -n "${REDIS_URL:-}" ] && return 0
  command -v redis-server >/dev/null || { echo "redis-server is missing: run 'make system-deps'" >&2; return 1; }
  local dir="${REDIS_EMBEDDED_DIR:-$1/var/redis}"
  mkdir -p "$dir"
  rm -f "$dir/redis.sock"
  redis-server --port 0 --unixsocket "$dir/redis.sock" --unixsocketperm 700 --dir "$dir" \
    --save "" --appendonly no --loglevel warning --logfile "$dir/redis.log" \
    --maxmemory "${REDIS_MAXMEMORY:-256mb}" --maxmemory-policy noeviction &
  EMBEDDED_REDIS_PID=$!
  for _ in $(seq 50); do [ -S "$dir/redis.sock" ] && break; sleep 0.1; done
  [ -S "$dir/redis.sock" ] || { echo "the embedded redis-server did not start (see $dir/redis.log)" >&2; return 1; }
  export REDIS_URL="unix://$dir/redis.sock?db=0"
  export REDIS_EMBEDDED=true
}
