#!/usr/bin/env bash
# Builds browsable documentation for every public module with only the Swift toolchain
# (`swift build` and `docc`), without the swift-docc-plugin, which this package does not
# depend on. Fails on any documentation warning.
#
#   Scripts/build-docs.sh [--hosting-base-path PATH] [OUTPUT_DIR]
#
# OUTPUT_DIR (default .build/docs-site) receives one static DocC site per module and an
# index.html linking to each:
#
#   OUTPUT_DIR/index.html
#   OUTPUT_DIR/AsyncState/documentation/asyncstate/index.html
#   OUTPUT_DIR/AsyncStateTesting/documentation/asyncstatetesting/index.html
#   ...
#
# Static DocC pages load their content with JavaScript, so open them through a web server,
# not as files:  cd OUTPUT_DIR && python3 -m http.server 8000  (then http://127.0.0.1:8000/)
#
# --hosting-base-path PATH: where OUTPUT_DIR will be served from, when not the server's root,
# e.g. /AsyncState for https://example.github.io/AsyncState/. Each module's site lives in a
# folder named after the module, so its DocC base path is PATH/<Module> either way.
set -euo pipefail
cd "$(dirname "$0")/.."

# The public library modules, each with its catalog at Sources/<Module>/Documentation.docc.
modules=(AsyncState AsyncStateTesting AsyncStateUI AsyncStateUIKit)

usage() {
  echo "usage: Scripts/build-docs.sh [--hosting-base-path PATH] [OUTPUT_DIR]" >&2
  exit 2
}

base_path=""
output=""
while [ $# -gt 0 ]; do
  case "$1" in
    --hosting-base-path)
      [ $# -ge 2 ] || usage
      base_path="$2"
      shift 2
      ;;
    --hosting-base-path=*)
      base_path="${1#*=}"
      shift
      ;;
    -h | --help) usage ;;
    -*) echo "error: unknown option $1" >&2; usage ;;
    *)
      [ -z "$output" ] || usage
      output="$1"
      shift
      ;;
  esac
done
output="${output:-.build/docs-site}"
# Normalise the base path to "/a/b" (or "" for the server root), so "/<Module>" can follow.
base_path="/${base_path#/}"
base_path="${base_path%/}"

# Never delete a folder this script did not make: an existing OUTPUT_DIR is replaced only
# when it is empty or carries the marker a previous run left.
marker=".asyncstate-docs-site"
if [ -e "$output" ]; then
  if [ -e "$output/$marker" ]; then
    rm -rf "$output"
  elif [ -n "$(ls -A "$output")" ]; then
    echo "error: $output exists and was not made by this script; choose another folder" >&2
    exit 1
  fi
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Symbol graphs. `swift package dump-symbol-graph` extracts graphs for every module of the
# package, test modules included, and exits with an error unless the tests were built first;
# so instead the compiler emits the graphs while building the four library targets, in a
# scratch folder of their own so the flags do not invalidate the main .build. Empty modules
# (AsyncStateUI and AsyncStateUIKit away from Apple platforms) still get a graph.
echo "==> Symbol graphs"
for module in "${modules[@]}"; do
  swift build --quiet --scratch-path "$work/build" --target "$module" \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$work/symbol-graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public
done

# One DocC site per module, from its own catalog and its own graphs only (the module's
# graph, plus `<Module>@<Other>` graphs for extensions of other modules' types), as the
# swift-docc-plugin does: a link to another module's symbol is an error, not a silent pass.
# The fallback name and identifier are the module's: otherwise DocC names the bundle after
# the catalog folder, "Documentation", and articles land under documentation/documentation/.
mkdir -p "$output"
for module in "${modules[@]}"; do
  echo "==> $module"
  graphs="$work/graphs/$module"
  mkdir -p "$graphs"
  if [ ! -f "$work/symbol-graphs/$module.symbols.json" ]; then
    echo "error: the build emitted no symbol graph for $module" >&2
    exit 1
  fi
  cp "$work/symbol-graphs/$module".symbols.json "$graphs/"
  find "$work/symbol-graphs" -name "$module@*.symbols.json" -exec cp {} "$graphs/" \;
  docc convert "Sources/$module/Documentation.docc" \
    --additional-symbol-graph-dir "$graphs" \
    --output-dir "$output/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "$module" \
    --transform-for-static-hosting \
    --hosting-base-path "$base_path/$module" \
    --warnings-as-errors \
    --analyze

  # The pages a reader lands on must exist: the module's HTML entry point and its data.
  slug=$(printf '%s' "$module" | tr '[:upper:]' '[:lower:]')
  for page in "documentation/$slug/index.html" "data/documentation/$slug.json"; do
    if [ ! -f "$output/$module/$page" ]; then
      echo "error: $output/$module/$page is missing" >&2
      exit 1
    fi
  done
done

# The top-level page: one link per module, with the one-line summary its catalog opens with
# (the paragraph under the `# ``Module``` title, markup and HTML specials removed).
summary() {
  awk 'NR > 1 && NF == 0 && started { exit }
       NR > 1 && NF > 0 { started = 1; printf "%s%s", sep, $0; sep = " " }' "$1" |
    sed -e 's/``\([^`]*\)``/\1/g' -e 's/`//g' \
      -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g'
}
{
  cat <<'HTML'
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>AsyncState documentation</title>
<style>
  body { font: 16px/1.5 -apple-system, system-ui, sans-serif; max-width: 44rem;
         margin: 3rem auto; padding: 0 1rem; color: #1d1d1f; }
  a { color: #0066cc; text-decoration: none; } a:hover { text-decoration: underline; }
  li { margin: 0.8rem 0; } code { font-size: 0.95em; }
</style>
</head>
<body>
<h1>AsyncState documentation</h1>
<ul>
HTML
  for module in "${modules[@]}"; do
    slug=$(printf '%s' "$module" | tr '[:upper:]' '[:lower:]')
    printf '<li><a href="%s/documentation/%s/"><code>%s</code></a><br>%s</li>\n' \
      "$module" "$slug" "$module" "$(summary "Sources/$module/Documentation.docc/$module.md")"
  done
  cat <<'HTML'
</ul>
</body>
</html>
HTML
} >"$output/index.html"
touch "$output/$marker"

echo "==> Documentation site in $output"
echo "    Serve it (static DocC pages need a server for their scripts):"
echo "    cd $output && python3 -m http.server 8000   # then open http://127.0.0.1:8000/"
