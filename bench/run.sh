#!/usr/bin/env bash
# Runs every benchmark in turn; each prints its own figures (see bench/README.md).
set -uo pipefail
cd "$(dirname "$0")/.."
py=backend/.venv/bin/python
status=0
for script in extraction_bench.py openai_bench.py local_generator_bench.py; do
  [ -f "bench/$script" ] || continue
  echo "== bench/$script"
  "$py" "bench/$script" || status=1
  echo
done
exit $status
