#!/usr/bin/env bash
# Runs every benchmark in turn; each prints its own figures (see bench/README.md).
set -uo pipefail
cd "$(dirname "$0")/.."
py=backend/.venv/bin/python
status=0
for script in extraction_bench.py extraction_memory_bench.py openai_bench.py local_generator_bench.py; do
  [ -f "bench/$script" ] || continue
  echo "== bench/$script"
  "$py" "bench/$script" || status=1
  echo
done
echo "== bench/load.py (50 clients, 60 s, embedded SQLite)"
"$py" bench/load.py --clients 50 --seconds 60 || status=1
if [ -n "${REDIS_URL:-}" ]; then
  echo "== bench/live/run.py"
  "$py" bench/live/run.py || status=1
else
  echo "== bench/live/run.py skipped: set REDIS_URL (and DATABASE_URL) for the live-games benchmark"
fi
echo
if [ -f frontend/dist/index.html ]; then
  echo "== bench/lighthouse/run.mjs"
  [ -d bench/lighthouse/node_modules ] || (cd bench/lighthouse && npm install --no-audit --no-fund --silent)
  node bench/lighthouse/run.mjs || status=1
else
  echo "== bench/lighthouse/run.mjs skipped: build the app first (make build)"
fi
exit $status
