#!/usr/bin/env bash
# Every test (`npm test`): lint, typecheck, build and the end-to-end tests in the
# foreground, while the unit and integration tests run in the background, niced a little:
# the browser journeys leave much of the machine idle (they wait on pages, hydration and
# network idle). Their output follows at the end; any failure fails the whole.
# EXTRA_NODE_BIN=<a folder holding another node> runs the unit and integration tests once
# more with that Node, on PGlite only (.ci/run gives it Node 24; docs/NODE.md).
set -euo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d "${TMPDIR:-/tmp}/plume-test-XXXXXX")"
unit_pid=""
# On any exit, the background tests (a process group of their own) stop too.
trap '[ -z "$unit_pid" ] || kill -- "-$unit_pid" 2>/dev/null; rm -rf "$logs"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

unit_tests() { # <name> <niceness> [env arguments]: npm run test:unit, log and status in $logs
  local name=$1 niceness=$2 status=0 started=$SECONDS
  shift 2
  env "$@" nice -n "$niceness" npm run test:unit >"$logs/unit-$name.log" 2>&1 || status=$?
  echo "$status $((SECONDS - started))" >"$logs/unit-$name.status"
}
export -f unit_tests
export logs EXTRA_NODE_BIN="${EXTRA_NODE_BIN:-}"
runs=("node-$(node --version)")
if [ -n "$EXTRA_NODE_BIN" ]; then runs+=("node-$("$EXTRA_NODE_BIN/node" --version)"); fi
export first="${runs[0]}" second="${runs[1]:-}"

echo "== Unit and integration tests on ${runs[*]} (in the background)"
# Both passes at once: one after the other, they outlasted the browser journeys by minutes
# on two cores that the journeys leave half idle. The second is niced further, so the
# journeys and the first pass keep their pace. It runs on PGlite only: the PostgreSQL pass
# checks our SQL against a server, which the Node version does not change; what does (the
# runtime, the N-API addons, PGlite's WASM) the PGlite pass covers.
setsid bash -c 'unit_tests "$first" 5 &
  [ -z "$second" ] || unit_tests "$second" 10 -u DATABASE_URL PATH="$EXTRA_NODE_BIN:$PATH"
  wait' &
unit_pid=$!

echo "== npm run lint"
npm run lint
echo "== npm run typecheck"
npm run typecheck
echo "== npm run build"
npm run build
echo "== npm run test:e2e"
e2e_status=0
npm run test:e2e || e2e_status=$?

echo "== Waiting for the unit and integration tests"
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
echo "== End-to-end tests: exit $e2e_status"
exit "$failed"
