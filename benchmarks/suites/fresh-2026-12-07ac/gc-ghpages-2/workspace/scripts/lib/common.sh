# shared helpers for the deploy scripts

log() { printf '[deploy] %s\n' "$*"; }

git_prepare() {
  git rev-parse --is-inside-work-tree >/dev/null 2>&1 || { log "not a git repo"; exit 1; }
  if ! git config user.email >/dev/null; then
    log "set user.email first (git config user.email you@example.com)"; exit 1
  fi
  if [ -n "$(git status --porcelain -- content)" ]; then
    log "warning: content/ has uncommitted changes; they will be deployed anyway"
  fi
}
