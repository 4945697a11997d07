#!/usr/bin/env bash
# Checks that the demo prints the same timeline, byte for byte, on every run of every sandbox
# scenario: the SDK's runs on a manual clock are deterministic, ids included. Runs each scenario
# RUNS times (default 20) with the built demo binary (DEMO, default .build/debug/kontext-video)
# and fails, printing the first difference, if any two runs differ.
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${RUNS:-20}
demo=${DEMO:-.build/debug/kontext-video}
[ -x "$demo" ] || { echo "no demo binary at $demo: swift build first" >&2; exit 2; }
scenarios=$("$demo" --list-scenarios)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
status=0
for scenario in $scenarios; do
  "$demo" --scenario "$scenario" --json > "$out/first.jsonl"
  for run in $(seq 2 "$runs"); do
    "$demo" --scenario "$scenario" --json > "$out/run.jsonl"
    if ! cmp -s "$out/first.jsonl" "$out/run.jsonl"; then
      echo "scenario $scenario: run $run differs from run 1:" >&2
      diff "$out/first.jsonl" "$out/run.jsonl" | head -n 10 >&2 || true
      status=1
      break
    fi
  done
  [ "$status" -eq 0 ] && echo "scenario $scenario: $runs identical runs ($(wc -l < "$out/first.jsonl") lines)"
done
# The measurement calls too (--measure), on the standard session.
if [ "$status" -eq 0 ]; then
  "$demo" --measure --json > "$out/first.jsonl"
  for run in $(seq 2 "$runs"); do
    "$demo" --measure --json > "$out/run.jsonl"
    if ! cmp -s "$out/first.jsonl" "$out/run.jsonl"; then
      echo "--measure: run $run differs from run 1:" >&2
      diff "$out/first.jsonl" "$out/run.jsonl" | head -n 10 >&2 || true
      status=1
      break
    fi
  done
  [ "$status" -eq 0 ] && echo "--measure: $runs identical runs ($(wc -l < "$out/first.jsonl") lines)"
fi
exit $status
