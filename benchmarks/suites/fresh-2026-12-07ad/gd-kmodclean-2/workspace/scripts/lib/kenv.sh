# kenv.sh - common variables for the kmod helper scripts (sourced)
. "$TOP/board.conf"
: "${KDIR:=$HOME/src/linux-imx}"
: "${ARCH:=arm64}"
: "${CROSS_COMPILE:=aarch64-linux-gnu-}"
STAGING="$TOP/${SYSROOT_DIR:-out/sysroot}"
export KDIR ARCH CROSS_COMPILE STAGING
