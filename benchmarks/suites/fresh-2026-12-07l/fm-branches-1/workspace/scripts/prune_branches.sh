#!/usr/bin/env bash
# Delete local branches that are no longer needed.
set -euo pipefail
. "$(dirname "$0")/lib/git.sh"
base="${1:-main}"
for b in $(candidate_branches "$base"); do
  delete_branch "$b"
done
git branch --list
