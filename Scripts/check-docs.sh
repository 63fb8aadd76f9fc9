#!/usr/bin/env bash
# CI's documentation check: builds the documentation site exactly as Scripts/build-docs.sh
# does for readers — every public module's catalog, against its own symbol graph, with
# warnings as errors (an unresolved ``Symbol`` link, a malformed article) — into a
# temporary folder that is removed afterwards.
#
#   Scripts/check-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

site=$(mktemp -d)
trap 'rm -rf "$site"' EXIT
bash Scripts/build-docs.sh "$site/docs-site"
echo "Documentation check passed (that site was temporary; Scripts/build-docs.sh keeps one)."
