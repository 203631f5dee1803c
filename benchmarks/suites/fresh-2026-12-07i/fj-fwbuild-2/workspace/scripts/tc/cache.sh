# tc/cache.sh - per-checkout toolchain cache (sourced by toolchain.sh)

tc_cache_init() {
    TC_CACHE=${TC_CACHE:-"$here/../.toolchain-cache"}
    mkdir -p "$TC_CACHE"
    [ -f "$TC_CACHE/index" ] || printf 'arm-none-eabi 13.2.rel1\n' > "$TC_CACHE/index"
    date +%s > "$TC_CACHE/.stamp"
}
