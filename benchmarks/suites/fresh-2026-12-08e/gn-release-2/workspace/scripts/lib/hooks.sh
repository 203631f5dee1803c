# shellcheck shell=bash
# Release hooks: the tag must be signed off by the pre-push checks in tools/relkit.
ensure_release_hooks() {
  python3 tools/relkit/hooks.py --repo "$(git rev-parse --show-toplevel)"
}
