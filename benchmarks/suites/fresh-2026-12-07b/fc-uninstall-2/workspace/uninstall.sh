#!/usr/bin/env bash
# devtunnel uninstaller: removes what install.sh put into your home directory.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
conf="$here/install.conf"
[ -f "$conf" ] || { echo "uninstall: $conf not found - was devtunnel installed from this checkout?" >&2; exit 1; }

get() { sed -n "s/^$1=//p" "$conf" | head -n 1; }

bin_home="$HOME/.local/bin"
config_home="${XDG_CONFIG_HOME:-$HOME/.config}"
data_home="${XDG_DATA_HOME:-$HOME/.local/share}"
state_home="${XDG_STATE_HOME:-$HOME/.local/state}"

name=$(get name)
data_sub=$(get data_subdir)
state_sub=$(get state_subdir)
completion=$(get completion)
autostart=$(get autostart)
for v in name data_sub state_sub completion autostart; do
    [ -n "${!v}" ] || { echo "uninstall: install.conf has no value for $v; refusing to guess" >&2; exit 1; }
done

pidfile="$state_home/$state_sub/daemon.pid"
if [ -f "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
    echo "stopping $name daemon (pid $(cat "$pidfile"))"
    kill "$(cat "$pidfile")" 2>/dev/null || true
fi

remove() {
    [ -e "$1" ] || [ -L "$1" ] || return 0
    rm -rf -- "$1" && echo "removed $1"
}

remove "$bin_home/$name"
remove "$config_home/$name"
remove "$data_home/$data_sub"
remove "$state_home/$state_sub"
remove "$data_home/$completion"
remove "$config_home/autostart/$autostart"
echo "$name uninstalled. (This checkout in $here was left alone.)"
