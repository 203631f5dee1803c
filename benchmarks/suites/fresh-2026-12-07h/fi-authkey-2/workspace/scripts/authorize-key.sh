#!/usr/bin/env bash
# authorize-key.sh KEY.pub -- add a public key to ~/.ssh/authorized_keys.
# Validates the key line, keeps one entry per key, fixes permissions.
set -euo pipefail

key="$1"
AUTH="$HOME/.ssh/authorized_keys"

[[ -f "$key" ]] || { echo "no such key: $key" >&2; exit 1; }
read -r type blob comment < "$key"
case "$type" in
  ssh-ed25519|ecdsa-sha2-nistp256|ssh-rsa|sk-ssh-ed25519@openssh.com) ;;
  *) echo "$key: unsupported key type '$type'" >&2; exit 1 ;;
esac
[[ "$blob" =~ ^[A-Za-z0-9+/]+=*$ ]] || { echo "$key: malformed key" >&2; exit 1; }

mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"
touch "$AUTH"
cp "$AUTH" "$AUTH.bak"

tmp="$(mktemp "$HOME/.ssh/.authorized_keys.XXXXXX")"
# existing entries first, then the key being added; one line per key blob
{ cat "$AUTH"; cat "$key"; } | awk 'NF && !seen[$2]++' > "$tmp"
mv "$tmp" "$AUTH"
chmod 600 "$AUTH"

echo "authorized: ${comment:-$key} ($type)"
echo "$(wc -l < "$AUTH") key(s) in $AUTH (previous version: $AUTH.bak)"
