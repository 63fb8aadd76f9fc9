#!/usr/bin/env bash
# Builds the library the way apps use it, with every code sample of the README and the DocC
# catalogs, in the four configurations of ConsumerChecks/ (Swift 6 defaults, Xcode 26 new-app
# defaults, Swift 5 minimal, Swift 5 with InferSendableFromCaptures). SwiftUI and UIKit
# samples are type-checked by Scripts/typecheck-apple.sh, from the same extraction.
#
#   bash Scripts/check-consumers.sh              # extract, build, then prove a drift fails
#   bash Scripts/check-consumers.sh --no-self-test
set -euo pipefail
cd "$(dirname "$0")/.."

self_test=1
if [ "${1:-}" = "--no-self-test" ]; then self_test=0; fi

python3 Scripts/extract-samples.py
swift build --package-path ConsumerChecks

if [ "$self_test" = 1 ]; then
  # A sample that uses a name the library no longer has must fail the build: this is what
  # keeps the documentation from drifting from the API.
  drift_dir=$(mktemp -d)
  trap 'rm -rf "$drift_dir"; python3 Scripts/extract-samples.py >/dev/null' EXIT
  cat >"$drift_dir/Drift.md" <<'MARKDOWN'
# A sample that drifted

```swift
let loader = DataLoader(timeout: .seconds(5)) { try await API.user() }
```
MARKDOWN
  python3 Scripts/extract-samples.py --extra "$drift_dir/Drift.md" >/dev/null
  if log=$(swift build --package-path ConsumerChecks 2>&1); then
    echo "error: a sample using a removed initializer compiled; the sample check is broken" >&2
    exit 1
  fi
  if ! grep -q "Drift1.swift.*error" <<<"$log"; then
    echo "error: the drifted sample failed, but not where expected:" >&2
    echo "$log" | grep -E "error" | head -5 >&2
    exit 1
  fi
  echo "self-test: a drifted sample fails the build, as it should"
fi
