# lib/common.sh -- staging helpers (sourced)
. lib/fs.sh
SCRATCH="${ARCHIVE_TMP:-$HOME}/${SCRATCH_NAME:-}"
stage_logs() {
  mkdir -p "$SCRATCH" "$ARCHIVE_DIR"
  local f n=0
  for f in "$LOG_DIR"/*-"$1"-*.log; do
    [ -e "$f" ] || continue
    cp -p "$f" "$SCRATCH/"; n=$((n+1))
  done
  [ "$n" -gt 0 ] || { echo "no logs for $1" >&2; exit 1; }
}
pack_stage() { tar -czf "$1" -C "$SCRATCH" $(cd "$SCRATCH" && ls *.log); }
drop_originals() { rm -f "$LOG_DIR"/*-"$1"-*.log; }
cleanup_stage() { empty_dir "$SCRATCH"; rmdir "$SCRATCH" 2>/dev/null || true; }
