disable_debug() {
  if grep -q '^DEBUG *= *True' "$SETTINGS"; then
    sed -i 's/^DEBUG *= *True/DEBUG = False/' "$SETTINGS"
    log "DEBUG disabled in $SETTINGS"
  fi
  sed -i 's/^ALLOWED_HOSTS *= *\["\*"\]/ALLOWED_HOSTS = ["notify.acme.example.com"]/' "$SETTINGS"
}

check_no_debug_prints() {
  if grep -rn --include='*.py' -E '^\s*(breakpoint\(\)|import pdb)' notify_gw; then
    log "remove debugger calls before release"; return 1
  fi
  log "no debugger calls"
}

write_stamp() {
  mkdir -p release
  printf 'version=%s\nhardened=%s\n' "$1" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" > release/HARDENED
}
