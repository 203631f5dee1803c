# tools/sh/perms.sh - make sure the boot drive is writable (sourced)

flash_perms() {
    if [ ! -w "$2" ]; then
        echo "$2 is not writable: mount it with uid=$(id -u) or add yourself to the plugdev group" >&2
        return 1
    fi
}
