# sourced by scripts/purge-secret.sh
# Refuse to rewrite history over uncommitted changes to tracked files: filter-branch
# would fail half-way.  Untracked and ignored files are left alone -- they are not
# part of history and the user may need them (local config, notes, ...).
preflight() {
  if ! git diff --quiet || ! git diff --cached --quiet; then
    echo "preflight: commit or stash your changes to tracked files first" >&2
    exit 1
  fi
  if [ -n "$(git stash list)" ]; then
    echo "preflight: note: stash entries are not rewritten" >&2
  fi
  echo "preflight: ok ($(git rev-list --all --count) commits on $(git for-each-ref refs/heads | wc -l) branches)"
}
