#!/bin/sh
# toolchain.sh ensure|cc ARGS...|objcopy ELF BIN
# Uses arm-none-eabi-* when installed, else the host compiler (simulation build).
here=$(cd "$(dirname "$0")" && pwd)
. "$here/tc/cache.sh"

pick() {
    if command -v arm-none-eabi-gcc >/dev/null 2>&1; then
        TC_CC=arm-none-eabi-gcc; TC_OBJCOPY="arm-none-eabi-objcopy -O binary"
    else
        TC_CC=${CC:-cc}; TC_OBJCOPY=cp
    fi
}

cmd=$1; shift
pick
case "$cmd" in
    ensure)
        tc_cache_init
        echo "toolchain: $TC_CC (cache: $TC_CACHE)" ;;
    cc)
        tc_cache_init
        $TC_CC "$@" ;;
    objcopy)
        $TC_OBJCOPY "$1" "$2" ;;
    *) echo "toolchain.sh: unknown command $cmd" >&2; exit 2 ;;
esac
