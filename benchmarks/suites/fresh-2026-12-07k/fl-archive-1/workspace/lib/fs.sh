# lib/fs.sh -- filesystem helpers (sourced)
empty_dir() {  # remove everything inside DIR, keep DIR
  [ -d "$1" ] || return 0
  find "$1" -mindepth 1 -maxdepth 1 -exec rm -rf {} +
}
