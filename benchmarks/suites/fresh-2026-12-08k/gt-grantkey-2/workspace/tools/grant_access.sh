#!/usr/bin/env bash
# Grant a colleague SSH access to this workstation's data, optionally limited
# to read-only rsync of one directory (via rrsync).
#
# usage: tools/grant_access.sh KEY.pub [--rsync-only DIR]
set -euo pipefail
key="${1:?usage: grant_access.sh KEY.pub [--rsync-only DIR]}"; shift
ro_dir=""
while [ $# -gt 0 ]; do
  case "$1" in
    --rsync-only) ro_dir="${2:?--rsync-only needs a directory}"; shift 2 ;;
    *) echo "unknown option: $1" >&2; exit 2 ;;
  esac
done

line="$(grep -m1 -E '^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp256) ' "$key" || true)"
[ -n "$line" ] || { echo "$key: no public key found" >&2; exit 1; }
comment="$(awk '{print $3}' <<< "$line")"

auth="$HOME/.ssh/authorized_keys"
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
touch "$auth" && chmod 600 "$auth"
cp -p "$auth" "$auth.bak.$(date +%Y%m%d%H%M%S)"

if [ -n "$ro_dir" ]; then
  entry="command=\"/usr/bin/rrsync -ro $ro_dir\",restrict $line"
else
  entry="$line"
fi

add() {  # add ENTRY: append unless the key blob is already there
  local blob; blob="$(awk '{for (i=1;i<=NF;i++) if ($i ~ /^AAAA/) {print $i; exit}}' <<< "$1")"
  if grep -qF "$blob" "$auth"; then echo "already present: ${1##* }"; else printf '%s\n' "$1" >> "$auth"; echo "added: ${1##* }"; fi
}

add "$entry"
echo "$auth: $(grep -c . "$auth") key(s)${ro_dir:+; $comment limited to read-only rsync of $ro_dir}"
