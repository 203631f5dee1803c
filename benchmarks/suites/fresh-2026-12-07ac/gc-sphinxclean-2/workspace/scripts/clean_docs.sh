#!/usr/bin/env bash
# Remove the Sphinx build output and the doctree cache so the next build
# starts from scratch. Paths come from docs/site.cfg ([paths] section).
set -eo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
DOCS="$ROOT/docs"

cfg() {
  python3 - "$DOCS/site.cfg" "$1" "$2" <<'PY'
import configparser, os, sys
c = configparser.ConfigParser()
c.read(sys.argv[1])
print(os.path.expanduser(c.get(sys.argv[2], sys.argv[3], fallback="")))
PY
}

BUILD_DIR="$(cfg paths build_dir)"
CACHE_DIR="$(cfg paths doctree_cache)"
: "${BUILD_DIR:?build_dir is not set in docs/site.cfg}"
case "$BUILD_DIR" in /*|*..*) echo "refusing: build_dir must be inside docs/" >&2; exit 1;; esac

# empty the build dir rather than removing it: sphinx-autobuild and the
# editor preview keep a watch on it
echo "cleaning $DOCS/$BUILD_DIR"
rm -rf "$DOCS/$BUILD_DIR"/* "$DOCS/$BUILD_DIR"/.[!.]* 2>/dev/null || true

if [ -n "$CACHE_DIR" ] && [ -d "$CACHE_DIR" ]; then
  echo "cleaning $CACHE_DIR"
  rm -rf "$CACHE_DIR"
fi
echo "done; rebuild with: make docs"
