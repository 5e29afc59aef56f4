#!/usr/bin/env bash
# The browser tests as two lanes side by side, each against its own server (own port, own throwaway data
# folder) with one worker, so the two cores each carry one browser and one server: the desktop project in
# one lane, the phone flows and the 'desktop-2' specs (playwright.config.ts, chosen so the lanes take about
# the same time) in the other. Fails when either lane fails; both always finish.
# Usage: scripts/e2e-parallel.sh [desktop|mobile] [playwright options…] — a lane's name runs that lane alone
# (make test runs each lane after other suites in its own half of the machine).
set -uo pipefail
cd "$(dirname "$0")/../e2e"

BASE_PORT=${E2E_PORT:-3100}
LANES=("--project=desktop" "--project=mobile --project=desktop-2")
NAMES=(desktop mobile+desktop-2)
chosen=(0 1)
case "${1:-}" in
  desktop) chosen=(0); shift ;;
  mobile) chosen=(1); shift ;;
esac

pids=()
reports=()
for i in "${chosen[@]}"; do
  port=$((BASE_PORT + i))
  reports+=("test-results/port-$port.json")
  # Each lane's lines carry its name, so the two outputs can be told apart.
  # shellcheck disable=SC2086 # a lane is several --project options
  ( E2E_PORT=$port npx playwright test ${LANES[$i]} "$@" 2>&1 | sed -u "s/^/[${NAMES[$i]}] /"
    exit "${PIPESTATUS[0]}" ) &
  pids+=($!)
done

status=0
for pid in "${pids[@]}"; do
  wait "$pid" || status=1
done
# Run alone, both lanes repeat their failures here; make test repeats them once, after every lane.
if [ $status -ne 0 ] && [ ${#chosen[@]} -eq 2 ]; then
  echo "Failed browser tests:"
  node ../scripts/e2e-failures.mjs "${reports[@]}"
fi
exit $status
