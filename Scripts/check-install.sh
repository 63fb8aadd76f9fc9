#!/usr/bin/env bash
# Checks that the README's installation works as written: a new package that depends on
# AsyncState by URL resolves it, builds against it and runs.
#
#   Scripts/check-install.sh
#
# The URL is a file:// URL to a throwaway clone of this checkout's HEAD (so uncommitted
# changes are not part of the check, exactly as they would not be part of a fetch by URL).
# The clone gets the tag 0.1.0, so the README's `from: "0.1.0"` requirement resolves, and
# a branch, so a `branch:` requirement is checked too. Only the AsyncState product is
# built, in debug; that build is most of the run time. Needs only git and the toolchain.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$SECONDS

fail() {
  echo "check-install: FAILED: $*" >&2
  exit 1
}
trap 'echo "check-install: FAILED (line $LINENO); see the output above" >&2' ERR

root=$(pwd)
head=$(git rev-parse HEAD)
if [ -n "$(git status --porcelain)" ]; then
  echo "note: uncommitted changes are not checked; this checks HEAD ($head)"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The dependency: a clone named like the real repository, so SwiftPM's package identity
# (the URL's last path component) is "AsyncState", as the README's `package:` expects.
# Existing tags are dropped so the clone's only version is the one made here.
echo "==> Cloning HEAD ($head)"
git clone --quiet --no-local "$root" "$work/AsyncState"
git -C "$work/AsyncState" checkout --quiet --detach "$head"
git -C "$work/AsyncState" tag -l | xargs -r git -C "$work/AsyncState" tag -d >/dev/null
git -C "$work/AsyncState" tag 0.1.0
git -C "$work/AsyncState" branch --quiet install-check
url="file://$work/AsyncState"

# The consumer: the README's manifest, with the placeholder URL replaced.
consumer="$work/Consumer"
mkdir -p "$consumer/Sources/Consumer"
# $1: the requirement, as in `from: "0.1.0"`.
manifest() {
  cat <<EOF
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "Consumer",
  platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
  dependencies: [
    .package(url: "$url", $1),
  ],
  targets: [
    .executableTarget(
      name: "Consumer",
      dependencies: [.product(name: "AsyncState", package: "AsyncState")]
    ),
  ]
)
EOF
}
# Only DataState, whose API is stable, so this check does not follow other API changes.
cat >"$consumer/Sources/Consumer/main.swift" <<'EOF'
import AsyncState

var state = DataState<Int, Never>.idle
_ = state.startLoading()
_ = state.succeed(with: 1)
print(state)
EOF

# No shared dependency cache: each run's clone has a new URL, and the cache would keep them.
spm=(--package-path "$consumer" --disable-dependency-cache)

echo "==> Resolving with branch: \"install-check\""
manifest 'branch: "install-check"' >"$consumer/Package.swift"
swift package "${spm[@]}" resolve
grep -q "\"revision\" : \"$head\"" "$consumer/Package.resolved" ||
  fail "branch: resolved to another revision than $head"

echo "==> Resolving with from: \"0.1.0\" (the README's requirement)"
manifest 'from: "0.1.0"' >"$consumer/Package.swift"
rm -f "$consumer/Package.resolved"
swift package "${spm[@]}" resolve
grep -q '"version" : "0.1.0"' "$consumer/Package.resolved" ||
  fail "from: \"0.1.0\" did not resolve to the tag 0.1.0"

echo "==> Building and running the consumer"
output=$(swift run "${spm[@]}" Consumer)
echo "$output"
[ "$(printf '%s\n' "$output" | tail -n 1)" = "success(1)" ] ||
  fail "the consumer printed '$output', expected 'success(1)'"

echo "==> Installation works: resolved by URL (branch and version), built and ran" \
  "in $((SECONDS - start))s"
