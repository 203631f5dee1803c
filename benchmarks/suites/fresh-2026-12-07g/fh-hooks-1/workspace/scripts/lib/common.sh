# shared helpers for scripts/*.sh (sourced)

log() { printf '\033[1m==>\033[0m %s\n' "$*"; }

make_venv() {
  log "creating .venv"
  python3 -m venv .venv && .venv/bin/pip install -q -r requirements-dev.txt
}

install_hooks() {
  log "installing git hooks"
  python3 tools/hookgen.py --repo . --hooks pre-commit
}
