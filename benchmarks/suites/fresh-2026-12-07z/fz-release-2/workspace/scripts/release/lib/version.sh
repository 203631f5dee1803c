# shellcheck shell=bash
VERSION_FILES=(VERSION cmd/orders-api/VERSION)

validate_semver() {
  [[ $1 =~ ^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)$ ]] || { echo "release: '$1' is not X.Y.Z" >&2; exit 2; }
}

current_version() { tr -d ' \n' < VERSION; }

version_gt() {
  [[ $1 != "$2" && $(printf '%s\n%s\n' "$1" "$2" | sort -V | tail -1) == "$1" ]]
}

write_version() {
  local f
  for f in "${VERSION_FILES[@]}"; do
    echo "$1" > "$f"
  done
}
