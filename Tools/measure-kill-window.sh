#!/usr/bin/env bash
# Measures how long before a SIGKILL an event can be recorded and still be lost (the journal's
# writer had not appended it yet), with every core busy: CrashSafetyTests' 50 kills, with one
# busy loop per core beside them. Prints the oldest and the median age of a lost event.
#
#   bash Tools/measure-kill-window.sh            # from the package root; ~1 minute
#   KILL_WINDOW_LOADS=8 bash Tools/measure-kill-window.sh   # four busy loops a core on two
#
# A measurement, not a test: the numbers depend on the machine. SECURITY.md states them.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests >/dev/null
cores=${KILL_WINDOW_LOADS:-$(getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2)}
loads=()
for _ in $(seq "$cores"); do
  (while :; do :; done) &
  loads+=($!)
done
trap 'kill "${loads[@]}" 2>/dev/null || true' EXIT
KONTEXT_CRASH_MEASURE=1 swift test --skip-build \
  --filter "CrashSafetyTests/eventsRecordedBeforeAKillAreDeliveredAfterTheRestart" 2>&1 \
  | grep -E "KillWindow|✘|passed after|failed after"
