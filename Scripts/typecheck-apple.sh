#!/usr/bin/env bash
# Type-checks the Apple-only code (AsyncStateUI, AsyncStateUIKit, Examples/, SwiftUI samples)
# on Linux, against AppleSurface/: declaration-only SwiftUI and UIKit modules copied from Apple's
# documentation (see AppleSurface/README.md). Nothing is linked or run; `swiftc -typecheck` and
# `-emit-module` see the same declarations Xcode would, so wrong signatures, missing `await`s
# and isolation errors fail here as they would there.
#
#   bash Scripts/typecheck-apple.sh                  # everything, both configurations
#   bash Scripts/typecheck-apple.sh --samples DIR    # also each *.swift under DIR, one by one
#
# Examples/ is a package: each of its targets is checked as its own module, in dependency order,
# its tests included (they import Testing and AsyncStateTesting, as `swift test` builds them).
#
# Without --samples, ConsumerChecks/SwiftUISamples/ is checked when it exists.
#
# Every input is checked in two configurations, with warnings as errors:
#   swift6   Swift 6 language mode, default settings (the library modules add the upcoming
#            features the root Package.swift gives every target).
#   xcode26  What Xcode 26 gives a new app target: `-default-isolation MainActor` and
#            "Approachable Concurrency", which in Swift 6 mode turns on the two upcoming
#            features Swift 6 does not already imply: NonisolatedNonsendingByDefault and
#            InferIsolatedConformances (https://forums.swift.org/t/83109, "What should the
#            concurrency settings be for a brand new project?").
# Then AppleSurface/NegativeChecks/ must fail, each file with the diagnostic it names.
set -euo pipefail

cd "$(dirname "$0")/.."
root=$(pwd)
surface="$root/AppleSurface"
samples_dir=""
while [ $# -gt 0 ]; do
  case "$1" in
    --samples) samples_dir="$2"; shift 2 ;;
    *) echo "usage: $0 [--samples DIR]" >&2; exit 2 ;;
  esac
done
if [ -z "$samples_dir" ] && [ -d ConsumerChecks/SwiftUISamples ]; then
  samples_dir=ConsumerChecks/SwiftUISamples
fi

started=$SECONDS
out="$surface/.build/typecheck"
rm -rf "$out"
mkdir -p "$out"

say() { printf -- '--- %s\n' "$*"; }

# 1. The macro stand-ins (`@Entry`, `#Preview`), built against the SwiftSyntax modules inside the
#    toolchain. Rebuilt only when their source changed.
host="$(swift -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p')/host"
macros="$surface/.build/macros/libSwiftUIMacros.so"
if [ ! -f "$macros" ] || [ "$surface/Macros/SwiftUIMacros.swift" -nt "$macros" ]; then
  say "building the macro stand-ins"
  mkdir -p "$(dirname "$macros")"
  swiftc -emit-library -parse-as-library -swift-version 6 -warnings-as-errors \
    -module-name SwiftUIMacros -I "$host" -L "$host" \
    -lSwiftSyntax -lSwiftSyntaxMacros -lSwiftSyntaxBuilder \
    -Xlinker -rpath -Xlinker "$host" \
    "$surface/Macros/SwiftUIMacros.swift" -o "$macros"
fi

# 2. The surface itself. It is built with library evolution, as Apple's frameworks are (so a
#    switch over a non-frozen enum needs `@unknown default`, as in Xcode); that makes each
#    module's one `@_exported import Foundation` warn that Foundation on Linux is not built that
#    way. That warning, and only that one, is expected.
say "building AppleSurface"
surface_log="$out/surface-build.log"
if ! swift build --package-path "$surface" >"$surface_log" 2>&1; then
  cat "$surface_log"
  echo "error: AppleSurface does not build" >&2
  exit 1
fi
unexpected=$(grep -E '(warning|error):' "$surface_log" \
  | grep -v "module 'Foundation' was not compiled with library evolution support" || true)
if [ -n "$unexpected" ]; then
  echo "$unexpected"
  echo "error: AppleSurface builds with diagnostics (above)" >&2
  exit 1
fi
surface_modules="$surface/.build/debug/Modules"

# The surface's own Swift is linted with AppleSurface/.swift-format (the root's rules, less
# "every public declaration has a doc comment": a stand-in's documentation is Apple's page, which
# each declaration cites instead).
swift format lint --strict --recursive "$surface/Sources" "$surface/Macros" \
  "$surface/PositiveChecks" "$surface/NegativeChecks" "$surface/Package.swift"

# `canImport(SwiftUI)` must be false without the surface, or the check proves nothing.
probe="$out/probe.swift"
printf '#if canImport(SwiftUI) || canImport(UIKit)\n#error("SwiftUI or UIKit importable without AppleSurface")\n#endif\n' >"$probe"
swiftc -typecheck "$probe"

# 3. The core module. CI's earlier `swift build` leaves it in .build/debug/Modules (a link to
#    .build/x86_64-unknown-linux-gnu/debug/Modules); it is rebuilt only when missing or older
#    than its sources.
core_modules="$root/.build/debug/Modules"
core="$core_modules/AsyncState.swiftmodule"
if [ ! -f "$core" ] || [ -n "$(find Sources/AsyncState -newer "$core" -print -quit)" ]; then
  say "building AsyncState"
  swift build --target AsyncState
fi
# The sample app's tests use AsyncStateTesting (a manual clock): the same, for that module.
testing="$core_modules/AsyncStateTesting.swiftmodule"
if [ -d Examples/Tests ] && { [ ! -f "$testing" ] \
  || [ -n "$(find Sources/AsyncStateTesting Sources/AsyncState -newer "$testing" -print -quit)" ]; }; then
  say "building AsyncStateTesting"
  swift build --target AsyncStateTesting
fi

# The sample app's modules when Examples/ is a package: one line per target, dependencies first,
# "<name> <type> <directory>", read from its manifest (`swift package dump-package`).
examples_targets() {
  swift package dump-package --package-path Examples | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
order, seen = [], set()
def visit(name):
    if name in seen:
        return
    seen.add(name)
    for dependency in targets[name].get("dependencies", []):
        kind, value = next(iter(dependency.items()))
        if kind in ("byName", "target") and value[0] in targets:
            visit(value[0])
    order.append(name)
for name in targets:
    visit(name)
for name in order:
    target = targets[name]
    folder = "Tests" if target["type"] == "test" else "Sources"
    print(name, target["type"], target.get("path") or folder + "/" + name)
'
}
if [ -f Examples/Package.swift ]; then
  mapfile -t example_targets < <(examples_targets)
  [ ${#example_targets[@]} -gt 0 ] || { echo "error: no targets in Examples/Package.swift" >&2; exit 1; }
fi

# The upcoming features the root package gives every target, read from Package.swift so the two
# never drift apart.
library_features=()
while read -r feature; do
  library_features+=(-enable-upcoming-feature "$feature")
done < <(sed -n 's/.*enableUpcomingFeature("\([A-Za-z]*\)").*/\1/p' Package.swift)

config_flags() {
  case "$1" in
    swift6) ;;
    xcode26)
      printf '%s\n' -default-isolation MainActor \
        -enable-upcoming-feature NonisolatedNonsendingByDefault \
        -enable-upcoming-feature InferIsolatedConformances
      ;;
  esac
}

# SwiftPM's -package-name for the root package: the checkout folder's name, lowercased,
# made a C identifier (every other character becomes `_`, and so does a leading digit):
# a clone in `ci-clone` builds with `-package-name ci_clone`.
package_name=$(basename "$root" | tr '[:upper:]' '[:lower:]' | sed -e 's/[^a-z0-9_]/_/g' -e 's/^[0-9]/_/')
common=(-swift-version 6 -warnings-as-errors -parse-as-library
  -I "$surface_modules" -load-plugin-library "$macros")

swift_files() { find "$@" -name '*.swift' -not -path '*/.build/*' -not -name Package.swift | sort; }

checked=0
for config in swift6 xcode26; do
  mapfile -t config_args < <(config_flags "$config")
  modules="$out/$config"
  mkdir -p "$modules"
  imports=(-I "$modules" -I "$core_modules")

  # a. The adapter modules, emitted so Examples/ and the samples can import them. They get the
  #    root package's upcoming features on top of the configuration (naming a feature twice is
  #    harmless).
  #    They are modules of the root package, so they see its `package` declarations: SwiftPM
  #    names the package after the checkout's folder, lowercased, and so must this.
  for module in AsyncStateUI AsyncStateUIKit; do
    mapfile -t files < <(swift_files "Sources/$module")
    [ ${#files[@]} -gt 0 ] || continue
    say "$config: $module (${#files[@]} files)"
    swiftc -emit-module -module-name "$module" -emit-module-path "$modules/$module.swiftmodule" \
      -package-name "$package_name" \
      "${common[@]}" "${imports[@]}" "${library_features[@]}" "${config_args[@]}" "${files[@]}"
    checked=$((checked + ${#files[@]}))
  done

  # b. The sample app. As a package (Examples/Package.swift): each target is a module, checked
  #    in dependency order; libraries are emitted for the targets after them, the app and the
  #    tests are type-checked. Without a manifest: every file, one module.
  if [ -f Examples/Package.swift ]; then
    for line in "${example_targets[@]}"; do
      read -r name type folder <<<"$line"
      mapfile -t files < <(swift_files "Examples/$folder")
      [ ${#files[@]} -gt 0 ] || continue
      say "$config: Examples/$folder ($type, ${#files[@]} files)"
      if [ "$type" = regular ]; then
        swiftc -emit-module -module-name "$name" -emit-module-path "$modules/$name.swiftmodule" \
          "${common[@]}" "${imports[@]}" "${config_args[@]}" "${files[@]}"
      else
        swiftc -typecheck -module-name "$name" "${common[@]}" "${imports[@]}" \
          "${config_args[@]}" "${files[@]}"
      fi
      checked=$((checked + ${#files[@]}))
    done
  elif [ -d Examples ]; then
    mapfile -t files < <(swift_files Examples)
    if [ ${#files[@]} -gt 0 ]; then
      say "$config: Examples (${#files[@]} files)"
      swiftc -typecheck -module-name Examples "${common[@]}" "${imports[@]}" \
        "${config_args[@]}" "${files[@]}"
      checked=$((checked + ${#files[@]}))
    fi
  elif [ "$config" = swift6 ]; then
    say "no Examples/ yet: skipped"
  fi

  # c. Loose samples, each its own module (doc snippets reuse names like ContentView).
  if [ -n "$samples_dir" ]; then
    mapfile -t files < <(swift_files "$samples_dir")
    say "$config: $samples_dir (${#files[@]} files)"
    for file in "${files[@]}"; do
      swiftc -typecheck -module-name Sample "${common[@]}" "${imports[@]}" \
        "${config_args[@]}" "$file"
    done
    checked=$((checked + ${#files[@]}))
  fi

  # d. The surface's own end-to-end checks: real views and controllers over AsyncState.
  mapfile -t files < <(swift_files "$surface/PositiveChecks")
  say "$config: AppleSurface/PositiveChecks (${#files[@]} files)"
  swiftc -typecheck -module-name PositiveChecks "${common[@]}" "${imports[@]}" \
    "${config_args[@]}" "${files[@]}"
  checked=$((checked + ${#files[@]}))
done

# 4. The negative checks: each file must fail, with the diagnostic its header names, except the
#    control, which must compile:
#      // expect: <substring of the diagnostic>     (or `// expect: success` for the control)
#      // config: swift6 | xcode26 | both        (default: both)
say "negative checks"
failures=0
negatives=0
for file in $(swift_files "$surface/NegativeChecks"); do
  expected=$(sed -n 's|^// expect: ||p' "$file" | head -n 1)
  configs=$(sed -n 's|^// config: ||p' "$file" | head -n 1)
  [ -n "$configs" ] && [ "$configs" != both ] || configs="swift6 xcode26"
  if [ -z "$expected" ]; then
    echo "error: $file has no '// expect:' line" >&2
    failures=$((failures + 1))
    continue
  fi
  for config in $configs; do
    mapfile -t config_args < <(config_flags "$config")
    negatives=$((negatives + 1))
    log="$out/negative-$(basename "$file" .swift)-$config.log"
    if swiftc -typecheck -module-name NegativeCheck "${common[@]}" -I "$out/$config" \
      -I "$core_modules" "${config_args[@]}" "$file" >"$log" 2>&1; then
      if [ "$expected" = success ]; then
        echo "ok   $(basename "$file") [$config]: compiles (the control)"
      else
        echo "FAIL $(basename "$file") [$config]: compiled, but must fail with: $expected"
        failures=$((failures + 1))
      fi
    elif [ "$expected" = success ]; then
      echo "FAIL $(basename "$file") [$config]: must compile, but:"
      grep -E 'error:' "$log" | sed 's/^/    /' | head -n 5
      failures=$((failures + 1))
    elif ! grep -qF -- "$expected" "$log"; then
      echo "FAIL $(basename "$file") [$config]: failed, but not with: $expected"
      grep -E 'error:' "$log" | sed 's/^/    /' | head -n 5
      failures=$((failures + 1))
    else
      echo "ok   $(basename "$file") [$config]: $expected"
    fi
  done
done

if [ "$failures" -gt 0 ]; then
  echo "error: $failures negative check(s) did not fail as expected" >&2
  exit 1
fi
say "done in $((SECONDS - started))s: $checked file checks passed (both configurations" \
  "counted), $negatives negative-check runs behaved as expected"
