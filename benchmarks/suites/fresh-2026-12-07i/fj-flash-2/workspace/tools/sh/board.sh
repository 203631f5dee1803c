# tools/sh/board.sh - helpers for the RP2040 boot drive (sourced)
. "$here/tools/sh/perms.sh"

board_detect() {
    [ -f "$1/INFO_UF2.TXT" ] || { echo "no RP2 boot drive at $1 (hold BOOTSEL and re-plug)" >&2; return 1; }
    sed -n 's/^Board-ID: */board: /p' "$1/INFO_UF2.TXT"
}

board_flash() {
    image=$1 mount=$2
    board_detect "$mount"
    helper="$here/tools/bin/uf2flash"
    flash_perms "$helper" "$mount"
    "$helper" "$image" "$mount"
}
