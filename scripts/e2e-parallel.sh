#!/usr/bin/env bash
# The browser tests as two runs side by side: the desktop project against one server and the mobile
# project against another (own port, own throwaway data folder). Each run has one worker, so the two
# cores each carry one browser and one server. Fails when either run fails; both always finish.
set -uo pipefail
cd "$(dirname "$0")/../e2e"

BASE_PORT=${E2E_PORT:-3100}
pids=()
for i in 0 1; do
  project=$([ "$i" = 0 ] && echo desktop || echo mobile)
  port=$((BASE_PORT + i))
  # Each run's lines carry its project name, so the two outputs can be told apart.
  ( E2E_PORT=$port npx playwright test --project="$project" "$@" 2>&1 | sed -u "s/^/[$project] /"
    exit "${PIPESTATUS[0]}" ) &
  pids+=($!)
done

status=0
for pid in "${pids[@]}"; do
  wait "$pid" || status=1
done
exit $status
