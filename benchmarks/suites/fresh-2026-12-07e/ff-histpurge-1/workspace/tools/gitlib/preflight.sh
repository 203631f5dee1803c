# sourced by scripts/purge-secret.sh
# filter-branch needs a pristine checkout: reset tracked files and clear out
# anything untracked so stray files can't end up in the rewritten commits.
preflight() {
  git reset -q --hard HEAD
  git clean -q -f -d -x
  echo "preflight: ok ($(git rev-list --all --count) commits on $(git for-each-ref refs/heads | wc -l) branches)"
}
