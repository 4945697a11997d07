#!/usr/bin/env bash
# Runs the network, transport and delivery suites under a sanitizer, in a build folder of its
# own (.build/<sanitizer>), and fails on any test failure or any sanitizer report about the
# project's own code.
#
#   Tools/sanitize.sh thread     # ThreadSanitizer: data races
#   Tools/sanitize.sh address    # AddressSanitizer and LeakSanitizer: memory errors, leaks
#
# Needs the reference server's python3, as `swift test` does.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer=${1:?usage: Tools/sanitize.sh thread|address}
suites="ReferenceServerSuites|NetworkFailureTests|TransportCancellationTests|DeliveryFaultTests|BeaconQueueTests|PixelLaneTests|BeaconJournalTests|JournalWriterThreadTests|ResponseBodyCollectorTests"
log=$(mktemp)
swift build --build-tests --sanitize="$sanitizer" --scratch-path ".build/$sanitizer"
status=0
# LeakSanitizer's own exit status would fail every run on the toolchain's leaks; the project's
# are judged by Tools/own-leaks.py below.
export LSAN_OPTIONS="${LSAN_OPTIONS:+$LSAN_OPTIONS:}exitcode=0"
swift test --skip-build --sanitize="$sanitizer" --scratch-path ".build/$sanitizer" \
  --filter "$suites" 2>&1 | tee "$log" || status=$?
grep -Eq "Test run with [0-9]+ tests? .*passed" "$log" || status=1
case "$sanitizer" in
  thread)
    if grep -q "WARNING: ThreadSanitizer" "$log"; then
      echo "sanitize: ThreadSanitizer reported a race" >&2
      status=1
    fi
    ;;
  address)
    if grep -q "ERROR: AddressSanitizer" "$log"; then
      echo "sanitize: AddressSanitizer reported a memory error" >&2
      status=1
    fi
    # LeakSanitizer reports every leak in the process, Foundation's networking among them;
    # a leak whose allocation stack passes through the project's code is ours.
    python3 Tools/own-leaks.py "$log" || status=1
    ;;
esac
rm -f "$log"
exit "$status"
