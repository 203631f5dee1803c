#!/usr/bin/env bash
# Dev bootstrap for events-pipeline: local env file, spool dirs, git hooks, user config.
set -euo pipefail
cd "$(dirname "$0")/.."

log() { printf '==> %s\n' "$*"; }

setup_env() {
  if [ ! -f .env ]; then
    cp .env.example .env
    log "created .env from .env.example (fill in KAFKA_SASL_PASSWORD yourself)"
  fi
}

setup_dirs() {
  mkdir -p var/spool var/out var/dead-letter logs
}

setup_hooks() {
  install -m 0755 scripts/hooks/pre-commit .git/hooks/pre-commit
  log "installed pre-commit hook (pii-lint on staged fixtures)"
}

setup_user_config() {
  local dir="$HOME/.config/events-pipeline"
  mkdir -p "$dir"
  if [ ! -f "$dir/dev.toml" ]; then
    printf '[local]\nspool = "%s/var/spool"\nprofile = "dev"\n' "$PWD" > "$dir/dev.toml"
    log "wrote $dir/dev.toml"
  fi
}
setup_env
setup_dirs
setup_hooks
setup_user_config
log "done: run 'make test' next"
