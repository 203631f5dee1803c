#!/usr/bin/env bash
# install.sh - install the on-call CLI for the current user
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
prefix="${PREFIX:-$HOME/.local}"
rc="$HOME/.bashrc"

mkdir -p "$prefix/bin" "$HOME/.config/oncall"
for tool in page ack oncall-whois; do
  install -m 0755 "$here/bin/$tool" "$prefix/bin/$tool"
  echo "installed $prefix/bin/$tool"
done

path_line='export PATH="$HOME/.local/bin:$PATH"'
if ! grep -qxF "$path_line" "$rc" 2>/dev/null; then
  printf '\n# oncall-tools\n%s\n' "$path_line" >> "$rc"
  echo "added ~/.local/bin to PATH in $rc"
fi

[ -s "$HOME/.config/oncall/routing-key" ] || echo "next: put the routing key in ~/.config/oncall/routing-key"
echo "done. open a new shell or: source $rc"
