#!/usr/bin/env bash
# CI's documentation check: builds the documentation site exactly as Scripts/build-docs.sh
# does for readers — every public module's catalog, against its own symbol graph, with
# warnings as errors (an unresolved ``Symbol`` link, a malformed article) — into a
# temporary folder that is removed afterwards. First, Scripts/check-doc-commands.py checks
# what no compiler sees: CONTRIBUTING's list of CI steps against .ci/run, and the shell
# commands the README, CONTRIBUTING and the articles show against the repository.
#
#   Scripts/check-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."

python3 Scripts/check-doc-commands.py

site=$(mktemp -d)
trap 'rm -rf "$site"' EXIT
bash Scripts/build-docs.sh "$site/docs-site"
echo "Documentation check passed (that site was temporary; Scripts/build-docs.sh keeps one)."
