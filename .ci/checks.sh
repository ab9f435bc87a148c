#!/usr/bin/env bash
# The type-check and the linter beside `vitest run`: each check is one process on one core, and
# vitest keeps both cores busy only once its workers are running, so on a 2-core machine the checks
# take almost no time of their own this way (they took about a minute before the tests). Every part
# always finishes; the checks' output is printed after the tests'; any failing fails the step.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
npm run --silent typecheck > .tmp/typecheck.log 2>&1 &
typecheck=$!
npm run --silent lint > .tmp/lint.log 2>&1 &
lint=$!
npx vitest run
vitest=$?
wait "$typecheck"
typecheck=$?
wait "$lint"
lint=$?
for check in typecheck lint; do
  if [ -s ".tmp/$check.log" ]; then
    echo "── $check ──"
    cat ".tmp/$check.log"
  fi
done
if [ "$typecheck" != 0 ] || [ "$lint" != 0 ] || [ "$vitest" != 0 ]; then
  echo "checks: typecheck exit $typecheck, lint exit $lint, vitest exit $vitest" >&2
  exit 1
fi
echo "checks: typecheck and lint passed beside the tests"
