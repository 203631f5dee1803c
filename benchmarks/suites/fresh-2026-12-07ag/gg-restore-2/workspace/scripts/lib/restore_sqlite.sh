# restore_sqlite DUMP TARGET
restore_sqlite() {
  local dump="$1" target="$2"
  [ -f "$dump" ] || die "no such dump: $dump"
  # unpack next to the dump: /tmp is a small tmpfs on most of our laptops
  WORK_DIR="$(cd "$(dirname "$dump")" && pwd)/.restore-$$"
  mkdir -p "$WORK_DIR"
  trap cleanup_restore EXIT
  log "unpacking $(basename "$dump")"
  gunzip -c "$dump" > "$WORK_DIR/restore.sql"
  mkdir -p "$(dirname "$target")"
  rm -f "$target.new"
  sqlite3 "$target.new" < "$WORK_DIR/restore.sql"
  [ -f "$target" ] && mv "$target" "$target.bak"
  mv "$target.new" "$target"
  basename "$dump" .sql.gz > "$(dirname "$target")/RESTORED_FROM"
  log "restored into $target ($(sqlite3 "$target" 'select count(*) from customers') customers)"
}
