# shared helpers for the device lab scripts
log()     { printf '[devicelab] %s\n' "$*"; }
require() { command -v "$1" >/dev/null || { log "missing $1"; exit 1; }; }

run_provision() {
  local profile="$1"
  PYTHONPATH="$(dirname "${BASH_SOURCE[0]}")/..${PYTHONPATH:+:$PYTHONPATH}" \
    python3 -m provision --profile "$profile"
}
