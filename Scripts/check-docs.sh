#!/usr/bin/env bash
# Builds the AsyncState DocC catalog against the module's symbol graph and fails on any
# warning (an unresolved ``Symbol`` link, a malformed article).
set -euo pipefail
cd "$(dirname "$0")/.."

swift package dump-symbol-graph --minimum-access-level public >/dev/null
graphs=$(find .build -type d -name symbolgraph -path '*symbolgraph' | head -n 1)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/graphs"
cp "$graphs"/AsyncState.symbols.json "$work/graphs/"
docc convert Sources/AsyncState/Documentation.docc \
  --additional-symbol-graph-dir "$work/graphs" \
  --output-dir "$work/out" \
  --warnings-as-errors \
  --analyze
