#!/usr/bin/env bash
# Every test (`npm test`): lint, typecheck, build and the end-to-end tests in the
# foreground, while the unit and integration tests run in the background, niced a little:
# the browser journeys leave much of the machine idle (they wait on pages, hydration and
# network idle). Their output follows at the end; any failure fails the whole.
# EXTRA_NODE_BIN=<a folder holding another node> runs the tests that another Node version can
# change once more with that Node, on PGlite only (.ci/run gives it Node 24; docs/NODE.md).
set -euo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d "${TMPDIR:-/tmp}/plume-test-XXXXXX")"
unit_pid=""
# On any exit, the background tests (a process group of their own) stop too.
trap '[ -z "$unit_pid" ] || kill -- "-$unit_pid" 2>/dev/null; rm -rf "$logs"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

unit_tests() { # <name> <niceness> <filters> [env arguments]: npm run test:unit, log and status in $logs
  local name=$1 niceness=$2 filters=$3 status=0 started=$SECONDS
  shift 3
  # shellcheck disable=SC2086 # the filters are words, one path each
  env "$@" nice -n "$niceness" npm run test:unit -- $filters >"$logs/unit-$name.log" 2>&1 || status=$?
  echo "$status $((SECONDS - started))" >"$logs/unit-$name.status"
}
export -f unit_tests

# What another Node version can change: the runtime under the pure logic (all of core), and
# the server's parts that are not plain JavaScript: argon2's N-API addon (accounts),
# PGlite's WebAssembly and its pg_trgm (the PGlite driver's own tests; every idea saved
# by keep-and-export runs the vocabulary's triggers), Brotli and the HTTP server
# (http-foundation), the Word writer (keep-and-export).
# The rest is JavaScript the first pass has run; docs/NODE.md.
export second_filters="packages/core apps/server/src/db apps/server/test/accounts.test.ts
  apps/server/test/http-foundation.test.ts apps/server/test/keep-and-export.test.ts"
export logs EXTRA_NODE_BIN="${EXTRA_NODE_BIN:-}"
runs=("node-$(node --version)")
if [ -n "$EXTRA_NODE_BIN" ]; then runs+=("node-$("$EXTRA_NODE_BIN/node" --version)"); fi
export first="${runs[0]}" second="${runs[1]:-}"

echo "== Unit and integration tests on ${runs[*]} (in the background)"
# One pass after the other: each runs two files at a time, and with the journeys beside
# them two cores are already full (both at once, tests time out waiting for the machine).
# The second runs on PGlite only: the PostgreSQL pass checks our SQL against a server, which
# the Node version does not change.
setsid bash -c 'unit_tests "$first" 5 ""
  [ -z "$second" ] || unit_tests "$second" 5 "$second_filters" -u DATABASE_URL PATH="$EXTRA_NODE_BIN:$PATH"' &
unit_pid=$!

echo "== npm run lint (at $SECONDS s)"
npm run lint
echo "== npm run typecheck (at $SECONDS s)"
npm run typecheck
echo "== npm run build (at $SECONDS s)"
npm run build
echo "== npm run test:e2e (at $SECONDS s)"
e2e_status=0 e2e_started=$SECONDS
npm run test:e2e || e2e_status=$?
e2e_seconds=$((SECONDS - e2e_started))

echo "== Waiting for the unit and integration tests (at $SECONDS s)"
wait "$unit_pid" || true
unit_pid=""
failed=$e2e_status
for name in "${runs[@]}"; do
  status=1 seconds="?"
  [ -f "$logs/unit-$name.status" ] && read -r status seconds <"$logs/unit-$name.status"
  echo "== Unit and integration tests on $name: exit $status after $seconds s"
  cat "$logs/unit-$name.log" 2>/dev/null || true
  [ "$status" -eq 0 ] || failed=1
done
echo "== End-to-end tests: exit $e2e_status after $e2e_seconds s"
exit "$failed"
