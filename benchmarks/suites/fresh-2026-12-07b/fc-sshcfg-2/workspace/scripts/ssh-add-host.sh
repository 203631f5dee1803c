#!/usr/bin/env bash
# Add a host from hosts/<name>.conf to ~/.ssh/config and pin its host key in ~/.ssh/known_hosts.
# Idempotent: the Host block is written between markers and replaced on re-runs.
set -euo pipefail
name=${1:?usage: ssh-add-host.sh NAME}
cd "$(dirname "$0")/.."
conf="hosts/$name.conf"
[ -f "$conf" ] || { echo "no such host: $conf" >&2; exit 1; }
get() { sed -n "s/^$1=//p" "$conf" | head -n 1; }

ssh_dir="$HOME/.ssh"
mkdir -p "$ssh_dir" && chmod 700 "$ssh_dir"
cfg="$ssh_dir/config"
kh="$ssh_dir/known_hosts"
touch "$cfg" "$kh"

hostname=$(get hostname)
block="# >>> infra:$name
Host $name
    HostName $hostname
    User $(get user)
    Port $(get port)
    IdentityFile $(get identity)
    IdentitiesOnly yes"
pj=$(get proxyjump)
[ -n "$pj" ] && block="$block
    ProxyJump $pj"
block="$block
# <<< infra:$name"

# drop a previous copy of our block, then append the new one
tmp=$(mktemp "$ssh_dir/.config.XXXXXX")
awk -v b="# >>> infra:$name" -v e="# <<< infra:$name" '$0==b{skip=1} !skip{print} $0==e{skip=0}' "$cfg" > "$tmp"
printf '\n%s\n' "$block" >> "$tmp"
chmod 600 "$tmp" && mv "$tmp" "$cfg"
echo "added Host $name to $cfg"

line="$hostname $(get hostkey)"
if ! grep -qxF "$line" "$kh"; then
    echo "$line" >> "$kh"
    echo "pinned host key for $hostname in $kh"
fi
chmod 600 "$kh"
