#!/usr/bin/env bash
# Checks that the demo prints the same timeline, byte for byte, on every run of every sandbox
# scenario, with its measurement provider (--measure), and of its transparency session
# (--transparency), and with the ad inspector's ledger (--inspect): the SDK's runs on a manual clock are
# deterministic, ids included. Runs each RUNS times (default 20) with the built demo binary
# (DEMO, default .build/debug/kontext-video) and fails, printing the first difference, if any
# two runs differ.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-20}
demo=${DEMO:-.build/debug/kontext-video}
[ -x "$demo" ] || { echo "no demo binary at $demo: swift build first" >&2; exit 2; }
scenarios=$("$demo" --list-scenarios)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# Runs the demo with the arguments given RUNS times; 1 at the first run that differs.
identical() {
  local label=$1
  shift
  "$demo" "$@" --json > "$out/first.jsonl"
  for run in $(seq 2 "$runs"); do
    "$demo" "$@" --json > "$out/run.jsonl"
    if ! cmp -s "$out/first.jsonl" "$out/run.jsonl"; then
      echo "$label: run $run differs from run 1:" >&2
      diff "$out/first.jsonl" "$out/run.jsonl" | head -n 10 >&2 || true
      return 1
    fi
  done
  echo "$label: $runs identical runs ($(wc -l < "$out/first.jsonl") lines)"
}

status=0
for scenario in $scenarios; do
  identical "scenario $scenario" --scenario "$scenario" || status=1
done
identical "--measure" --measure || status=1
identical "--transparency" --transparency || status=1
identical "--inspect" --inspect || status=1
identical "--inspect, vast-linear" --scenario vast-linear --inspect || status=1
exit $status
