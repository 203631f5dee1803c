#!/usr/bin/env bash
# usage: scripts/purge-secret.sh PATH...
# Rewrites all branches so that PATH never appeared in any commit, then drops
# the old objects so the secret is really gone from .git. Force-push afterwards.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
[ $# -ge 1 ] || { echo "usage: $0 PATH..." >&2; exit 2; }

source tools/gitlib/preflight.sh
preflight

bash tools/gitlib/scrub.sh "$@"

echo
echo "Done. Rotate the leaked credentials, then: git push --force --all && git push --force --tags"
