#!/usr/bin/env bash
# Runs commands side by side, each line of output prefixed with its label, and fails when any of them
# fails; all always finish. Usage: scripts/parallel.sh "label=command" ["label=command" …]
# Vitest and Playwright each use one worker on a 2-core machine, so two suites at once use both cores.
set -uo pipefail

pids=()
labels=()
for job in "$@"; do
  label=${job%%=*}
  command=${job#*=}
  ( bash -c "$command" 2>&1 | sed -u "s/^/[$label] /"
    exit "${PIPESTATUS[0]}" ) &
  pids+=($!)
  labels+=("$label")
done

status=0
for i in "${!pids[@]}"; do
  if ! wait "${pids[$i]}"; then
    echo "[${labels[$i]}] failed"
    status=1
  fi
done
exit $status
