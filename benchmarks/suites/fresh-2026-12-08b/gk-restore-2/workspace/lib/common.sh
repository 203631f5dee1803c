# shared helpers for restore.sh
BACKUP_ROOT=${BACKUP_ROOT:-backups}

require_snapshot() {
    local dir="$BACKUP_ROOT/$1/$2"
    [ -d "$dir" ] || { echo "no snapshot $dir" >&2; exit 1; }
}

do_restore() {
    local app=$1 date=$2; shift 2
    echo "restoring $app from $BACKUP_ROOT/$app/$date ${*:+(parts: $*)}"
    python3 "$here/lib/restore.py" --profile "$here/lib/profiles/$app.json" \
        --src "$BACKUP_ROOT/$app/$date" "$@"
}
