# shellcheck shell=bash
# Where the gh-pages branch is checked out. Override with GOSTASH_PAGES_DIR.
PAGES_DIR="${GOSTASH_PAGES_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/gostash/gh-pages}"
PAGES_BRANCH=gh-pages
