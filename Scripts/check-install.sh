#!/usr/bin/env bash
# Checks that the README's installation works as written: the README's Package.swift,
# unchanged but for the placeholder URL, resolves AsyncState, builds against every product it
# names, and runs a test that uses them.
#
#   Scripts/check-install.sh
#
# What is checked is exactly what the README tells users to write: the manifest is read from
# the README (its ```swift block with `swift-tools-version`), so a README change that breaks
# the installation fails here. The dependency is a throwaway mirror of this repository with
# its own tags and branches, nothing added; only `main` is moved to HEAD, as a push would
# move it. So `branch: "main"` resolves to HEAD, and a version requirement resolves only if a
# matching tag exists. Uncommitted changes are not checked (a fetch by URL would not see
# them either). Then the check proves it can fail: a version with no tag must not resolve.
# Needs git, python3 and the toolchain; building the products is most of the run time.
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
if [ -n "$(git status --porcelain -- README.md)" ]; then
  echo "note: README.md has uncommitted changes; this checks the README of HEAD ($head)"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The dependency: a bare mirror named like the real repository, so SwiftPM's package identity
# (the URL's last path component without `.git`) is "AsyncState", as the README's `package:`
# expects.
echo "==> Mirroring this repository's refs, with main at HEAD ($head)"
git clone --quiet --mirror --no-local "$root" "$work/AsyncState.git"
git -C "$work/AsyncState.git" update-ref refs/heads/main "$head"
tags=$(git -C "$work/AsyncState.git" tag -l | tr '\n' ' ')
echo "    tags: ${tags:-none}"
url="file://$work/AsyncState.git"

# The consumer: the README's manifest with the URL replaced, and a source file for each of
# its targets that imports the products the target depends on.
consumer="$work/Consumer"
mkdir -p "$consumer"
git show "HEAD:README.md" >"$work/README.md"
requirement=$(python3 - "$work/README.md" "$url" "$consumer" <<'PYTHON'
import pathlib, re, sys

readme, url, consumer = pathlib.Path(sys.argv[1]).read_text(), sys.argv[2], pathlib.Path(sys.argv[3])
blocks = [b for b in re.findall(r"^```swift\n(.*?)^```", readme, re.S | re.M)
          if "swift-tools-version" in b]
if len(blocks) != 1:
    sys.exit(f"expected one Package.swift block in the README, found {len(blocks)}")
manifest = blocks[0]
packages = re.findall(r'\.package\(url: "([^"]+)", (.+?)\),?\s*$', manifest, re.M)
if len(packages) != 1:
    sys.exit(f"expected one .package(url:...) line in the README's manifest, found {len(packages)}")
placeholder, requirement = packages[0]
(consumer / "Package.swift").write_text(manifest.replace(f'"{placeholder}"', f'"{url}"'))

# Each target, with the products it depends on and, for a test target, the targets it names.
parts = re.split(r'\.(target|executableTarget|testTarget)\(', manifest)
targets = list(zip(parts[1::2], parts[2::2]))
if not targets:
    sys.exit("the README's manifest has no target")
for kind, body in targets:
    name = re.search(r'name: "(\w+)"', body).group(1)
    products = re.findall(r'\.product\(name: "(\w+)"', body)
    local = re.findall(r'^\s*"(\w+)",?\s*$', body, re.M)
    imports = "".join(f"import {m}\n" for m in sorted(set(["AsyncState"] + products + local)))
    check = ("  var state = DataState<Int, Never>.idle\n"
             "  _ = state.startLoading()\n"
             "  _ = state.succeed(with: 1)\n")
    if kind == "testTarget":
        folder, file = consumer / "Tests" / name, f"{name}.swift"
        code = (f"{imports}import Testing\n\n"
                "@Test func theInstalledLibraryLoads() {\n" + check
                + '  #expect(state.description == "success(1)")\n'
                + ("  _ = ManualClock()\n" if "AsyncStateTesting" in products else "")
                + "}\n")
    elif kind == "executableTarget":
        folder, file = consumer / "Sources" / name, "main.swift"
        code = f"{imports}\n" + check.replace("  ", "") + "print(state)\n"
    else:
        folder, file = consumer / "Sources" / name, f"{name}.swift"
        code = f"{imports}\npublic func installCheck() -> String {{\n{check}  return state.description\n}}\n"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / file).write_text(code)
print(requirement)
PYTHON
)
echo "==> The README's dependency: .package(url: <this repository>, $requirement)"

# No shared dependency cache: each run's mirror has a new URL, and the cache would keep them.
spm=(--package-path "$consumer" --disable-dependency-cache)

# The README's Xcode steps must name the same rule as its manifest.
xcode=$(sed -n '/^### In an Xcode project/,/^### /p' "$work/README.md")
case "$requirement" in
  branch:*)
    branch=$(sed -E 's/^branch: "([^"]+)"$/\1/' <<<"$requirement")
    grep -q '\*\*Branch\*\*' <<<"$xcode" && grep -q "\`$branch\`" <<<"$xcode" ||
      fail "the README's Xcode steps do not say **Branch** \`$branch\`, as its manifest does"
    ;;
  *)
    version=$(grep -oE '[0-9]+\.[0-9]+\.[0-9]+' <<<"$requirement" | head -n 1)
    grep -q "\`$version\`" <<<"$xcode" ||
      fail "the README's Xcode steps do not name \`$version\`, as its manifest does"
    ;;
esac

echo "==> Resolving"
swift package "${spm[@]}" resolve
case "$requirement" in
  branch:*)
    grep -q "\"revision\" : \"$head\"" "$consumer/Package.resolved" ||
      fail "$requirement resolved to another revision than HEAD ($head)"
    echo "    resolved to HEAD"
    ;;
  *)
    resolved=$(grep -oE '"version" : "[^"]+"' "$consumer/Package.resolved" || true)
    [ -n "$resolved" ] || fail "$requirement resolved to no version"
    echo "    resolved to $resolved"
    ;;
esac

echo "==> Building every target of the README's manifest and running a test that uses them"
swift build "${spm[@]}" --build-tests
swift test "${spm[@]}" --skip-build 2>&1 | tee "$work/test.log"
grep -qE 'Test run with [1-9][0-9]* tests? in [0-9]+ suites? passed' "$work/test.log" ||
  fail "the consumer's test did not pass"

# The check must be able to fail: the same manifest asking for a version that has no tag.
echo "==> Self-test: a version with no tag must not resolve"
python3 - "$consumer/Package.swift" "$requirement" <<'PYTHON'
import pathlib, sys
path, requirement = pathlib.Path(sys.argv[1]), sys.argv[2]
path.write_text(path.read_text().replace(f", {requirement})", ', exact: "999.0.0")'))
PYTHON
grep -q 'exact: "999.0.0"' "$consumer/Package.swift" || fail "self-test: could not edit the manifest"
rm -f "$consumer/Package.resolved"
if swift package "${spm[@]}" resolve >"$work/self-test.log" 2>&1; then
  fail "self-test: exact: \"999.0.0\" resolved although no such tag exists; the check is broken"
fi
echo "    it did not: $(grep -m 1 -i error "$work/self-test.log" || echo 'resolution failed')"

echo "==> Installation works as the README says: resolved by URL ($requirement), built" \
  "and tested in $((SECONDS - start))s"
