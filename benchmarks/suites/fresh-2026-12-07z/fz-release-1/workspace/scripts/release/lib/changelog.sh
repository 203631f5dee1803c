# shellcheck shell=bash
# Replace "## Unreleased" with a fresh empty Unreleased section followed by
# "## vX.Y.Z (date)" holding the entries that were under it.
changelog_cut() {
  local v=$1 d=$2 tmp
  grep -q '^## Unreleased' CHANGELOG.md || { echo "release: CHANGELOG.md has no '## Unreleased' section" >&2; exit 1; }
  tmp=$(mktemp)
  awk -v v="$v" -v d="$d" '
    /^## Unreleased/ && !done { print "## Unreleased"; print ""; print "## v" v " (" d ")"; done = 1; next }
    { print }
  ' CHANGELOG.md > "$tmp"
  mv "$tmp" CHANGELOG.md
}
