#!/usr/bin/env bash
# Prepare a release locally: bump VERSION files, turn "## Unreleased" into a
# versioned section, commit and create an annotated tag. Pushing is a separate,
# manual step after review.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$(git rev-parse --show-toplevel)"

. "$here/lib/version.sh"
. "$here/lib/changelog.sh"
. "$here/lib/git.sh"

new=${1:?usage: cut.sh X.Y.Z}
validate_semver "$new"
require_clean_tree
require_branch main

old=$(current_version)
version_gt "$new" "$old" || { echo "release: $new is not newer than $old" >&2; exit 1; }
git rev-parse -q --verify "refs/tags/v$new" >/dev/null && { echo "release: tag v$new exists" >&2; exit 1; }

write_version "$new"
changelog_cut "$new" "$(date +%Y-%m-%d)"
commit_and_tag "$new"

echo
echo "release v$new prepared locally ($old -> $new)."
echo "review with: git show v$new"
echo "publish with: git push origin main v$new"
