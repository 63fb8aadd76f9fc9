#!/usr/bin/env bash
# Builds the tests under a sanitizer, in a build directory of their own, and runs the suite:
#
#   Scripts/sanitize.sh thread              # ThreadSanitizer, in .build/tsan
#   Scripts/sanitize.sh address             # AddressSanitizer + LeakSanitizer, in .build/asan
#   Scripts/sanitize.sh thread --filter LoaderScheduleTests   # more arguments go to swift test
#
# AddressSanitizer runs with leak detection on (ASAN_OPTIONS=detect_leaks=1) and the
# suppressions in Scripts/lsan-suppressions.txt, which name only leaks of the toolchain's
# runtime (libcurl, XCTest, Foundation.Process). ThreadSanitizer runs with the suppression in
# Scripts/tsan-suppressions.txt: a continuation resumed before its task has suspended, which
# it cannot see is ordered. The step fails on any sanitizer report,
# on a failing test, or without a passing Swift Testing run. See RELIABILITY.md.
set -euo pipefail

cd "$(dirname "$0")/.."

sanitizer=${1:-}
case "$sanitizer" in
  thread)
    scratch=.build/tsan
    export TSAN_OPTIONS="suppressions=$PWD/Scripts/tsan-suppressions.txt:print_suppressions=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
    ;;
  address)
    scratch=.build/asan
    export ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=1${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
    ;;
  *)
    echo "usage: Scripts/sanitize.sh thread|address [swift test arguments]" >&2
    exit 2
    ;;
esac
shift

swift build --build-tests --sanitize="$sanitizer" --scratch-path "$scratch"

log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift test --skip-build --sanitize="$sanitizer" --scratch-path "$scratch" "$@" 2>&1 \
  | tee "$log" || status=$?

if grep -qE 'WARNING: ThreadSanitizer|ERROR: (AddressSanitizer|LeakSanitizer)' "$log"; then
  echo "error: the $sanitizer sanitizer reported a problem (see above)" >&2
  exit 1
fi
if [ "$status" -ne 0 ]; then
  echo "error: swift test under the $sanitizer sanitizer exited with $status" >&2
  exit "$status"
fi
if ! grep -qE 'Test run with [0-9]+ tests? in [0-9]+ suites? passed' "$log"; then
  echo "error: no passing Swift Testing run under the $sanitizer sanitizer" >&2
  exit 1
fi
grep -oE 'Test run with [0-9]+ tests? in [0-9]+ suites? passed after [0-9.]+ seconds' "$log" \
  | tail -n 1
