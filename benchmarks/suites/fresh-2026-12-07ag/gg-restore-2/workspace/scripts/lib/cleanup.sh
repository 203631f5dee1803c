# cleanup hooks for scripts that unpack things
cleanup_restore() {
  [ -n "${WORK_DIR:-}" ] || return 0
  rm -rf -- "$WORK_DIR"
}
