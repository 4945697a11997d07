#!/usr/bin/env bash
# Fuzzes the readers of untrusted input with libFuzzer (Linux, Swift 6 toolchain).
#
#   Tools/fuzz.sh <response|vast|bridge|beacon|captions|all> [seconds]   fuzz (60 s per target)
#   Tools/fuzz.sh build                                          only build
#   Tools/fuzz.sh repro <target> <file>...                       run inputs once (a crash's)
#
# Builds every source of KontextVideoCore with Fuzz/*.swift into one binary,
# .build/fuzz/kx-fuzz (-sanitize=fuzzer,address), seeds .build/fuzz/corpus/<target> from
# Fuzz/seeds, the string literals of the tests and ../shared/test-data/iab-vast-samples (when
# present), and runs each target for the given time: a crash, a hang over 2 s, a leak or more
# than 2 GiB of memory fails the run (exit 1) and leaves the input in .build/fuzz/artifacts.
# Environment: SWIFTC (default: swiftc on PATH, else /opt/swift/usr/bin/swiftc),
# FUZZ_JOBS_NICE (default 10), FUZZ_TIMEOUT (seconds one input may take, default 2; raise it
# only on a machine too loaded to schedule the fuzzer), FUZZ_EXTRA (more libFuzzer flags).
set -euo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
out="$repo/.build/fuzz"
binary="$out/kx-fuzz"
targets=(response vast bridge beacon captions)
swiftc=${SWIFTC:-$(command -v swiftc || echo /opt/swift/usr/bin/swiftc)}
nice_level=${FUZZ_JOBS_NICE:-10}

usage() {
  sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

build() {
  mkdir -p "$out"
  local sources=()
  while IFS= read -r file; do sources+=("$file"); done < <(
    find "$repo/Sources/KontextVideoCore" "$repo/Fuzz" -name '*.swift' | sort)
  # Rebuild only when a source is newer than the binary.
  if [[ -x "$binary" ]] && [[ -z $(find "${sources[@]}" -newer "$binary" | head -1) ]]; then
    return
  fi
  echo "building $binary (${#sources[@]} files)" >&2
  local started=$SECONDS
  # gold warns about every ASan check symbol it cannot export; lld does not.
  nice -n "$nice_level" "$swiftc" -parse-as-library -swift-version 6 \
    -module-name KontextVideoCore -package-name KontextVideoSDK \
    -sanitize=fuzzer,address -O -g -use-ld=lld -warnings-as-errors \
    "${sources[@]}" -o "$binary.tmp"
  mv "$binary.tmp" "$binary"
  echo "built in $((SECONDS - started)) s" >&2
}

export LSAN_OPTIONS="suppressions=$repo/Fuzz/lsan.supp:print_suppressions=0"
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
# The Swift runtime's backtracer would catch the crash before libFuzzer and trip ASan itself.
export SWIFT_BACKTRACE=enable=no

fuzz() {
  local target=$1 seconds=$2
  local corpus="$out/corpus/$target" artifacts="$out/artifacts/$target/"
  mkdir -p "$corpus" "$artifacts"
  python3 "$repo/Tools/fuzz-seeds.py" "$repo" "$out/corpus" >/dev/null
  local log="$out/$target.log"
  echo "fuzzing $target for $seconds s (log $log)" >&2
  local status=0
  touch "$out/.started-$target"
  # shellcheck disable=SC2086
  KX_FUZZ_TARGET=$target nice -n "$nice_level" "$binary" "$corpus" \
    -dict="$repo/Fuzz/dict/$target.dict" -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-2}" \
    -rss_limit_mb=2048 -max_len=65536 -artifact_prefix="$artifacts" -print_final_stats=1 \
    ${FUZZ_EXTRA:-} >"$log" 2>&1 || status=$?
  local last
  last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
  echo "$target: ${last:-no progress line} corpus files: $(find "$corpus" -type f | wc -l)" >&2
  grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log" >&2 || true
  if ((status != 0)); then
    echo "$target: FAILED (exit $status), see $log and $artifacts" >&2
    grep -E 'ERROR|fuzz property|Fatal error|SUMMARY|Test unit written' "$log" | head -8 >&2
    # A timeout on a loaded machine may be the scheduler, not the input: time it alone.
    local newest
    newest=$(find "$artifacts" -name 'timeout-*' -newer "$out/.started-$target" -print 2>/dev/null | head -1)
    if [[ -n $newest ]]; then
      KX_FUZZ_TARGET=$target "$binary" -runs=1 "$newest" 2>&1 | grep -E '^Executed' >&2 || true
    fi
  fi
  return "$status"
}

[[ $# -ge 1 ]] || usage
command=$1
case $command in
  build) build ;;
  repro)
    [[ $# -ge 3 ]] || usage
    build
    target=$2
    shift 2
    KX_FUZZ_TARGET=$target "$binary" -runs=1 "$@"
    ;;
  all | response | vast | bridge | beacon | captions)
    seconds=${2:-60}
    build
    failed=()
    if [[ $command == all ]]; then chosen=("${targets[@]}"); else chosen=("$command"); fi
    for target in "${chosen[@]}"; do
      fuzz "$target" "$seconds" || failed+=("$target")
    done
    if ((${#failed[@]})); then
      echo "failed: ${failed[*]}" >&2
      exit 1
    fi
    ;;
  *) usage ;;
esac
