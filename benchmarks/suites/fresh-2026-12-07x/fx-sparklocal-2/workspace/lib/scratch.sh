# Scratch space handling for shuffle spill / temp outputs.

prepare_scratch() {
  mkdir -p "$SPARK_SCRATCH"
}

cleanup_scratch() {
  # remove spill files left by the job; keep the directory itself
  local dir="${SPARK_SCRATCH:?SPARK_SCRATCH not set}"
  find "$dir" -mindepth 1 -maxdepth 1 ! -name '.*' -exec rm -rf {} +
}
