clean_artifacts() {
  # stale build output and the local wheel cache must not leak into the release
  for d in $BUILD_DIRS; do rm -rf "./$d"; done
  find . -name '__pycache__' -type d -prune -exec rm -rf {} +
  rm -rf "${HOME:?}/${CACHE_DIR:?}"
  log "cleaned build artifacts and ~/${CACHE_DIR}"
}
