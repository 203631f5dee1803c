#!/usr/bin/env bash
# usage: scripts/add_key.sh KEYFILE.pub
# Appends one OpenSSH public key to ~/.ssh/authorized_keys (once), fixing modes.
# Existing lines -- including their options (from=, command=, restrict) -- are left untouched.
set -euo pipefail
key_file="${1:?usage: $0 KEYFILE.pub}"
ak="$HOME/.ssh/authorized_keys"

key="$(grep -v '^[[:space:]]*\(#\|$\)' "$key_file" | head -n 1)"
if ! printf '%s\n' "$key" | grep -Eq '^(ssh-ed25519|ssh-rsa|ecdsa-sha2-nistp256|ecdsa-sha2-nistp384) [A-Za-z0-9+/]+=* ?'; then
  echo "add_key: $key_file does not look like a public key" >&2
  exit 1
fi
blob="$(printf '%s\n' "$key" | awk '{print $2}')"

mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"
touch "$ak"
if grep -qF -- "$blob" "$ak"; then
  echo "add_key: key already present, nothing to do"
else
  # make sure the file ends with a newline before appending
  [ -s "$ak" ] && [ -n "$(tail -c1 "$ak")" ] && echo >> "$ak"
  printf '%s\n' "$key" >> "$ak"
  echo "add_key: added $(printf '%s\n' "$key" | awk '{print $3}')"
fi
chmod 600 "$ak"
