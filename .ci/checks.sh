#!/usr/bin/env bash
# The type-check and the linter at once: each is one process on one core, so on a 2-core machine
# running them side by side takes the time of the longer one. Both always finish; either failing
# fails the step, with its own output.
set -uo pipefail
cd "$(dirname "$0")/.."
npm run --silent typecheck &
typecheck=$!
npm run --silent lint
lint=$?
wait "$typecheck"
typecheck=$?
if [ "$typecheck" != 0 ] || [ "$lint" != 0 ]; then
  echo "checks: typecheck exit $typecheck, lint exit $lint" >&2
  exit 1
fi
