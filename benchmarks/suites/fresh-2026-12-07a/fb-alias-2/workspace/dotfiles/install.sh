#!/usr/bin/env bash
# Append the alias block from dotfiles/aliases.sh to ~/.bashrc, once.
# Re-running replaces the block in place instead of adding a second copy.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
rc="$HOME/.bashrc"
begin="# >>> devbox aliases >>>"
end="# <<< devbox aliases <<<"

touch "$rc"
cp "$rc" "$rc.bak.devbox"

# drop an older copy of the block, if any
tmp="$(mktemp)"
awk -v b="$begin" -v e="$end" '$0==b{skip=1} !skip{print} $0==e{skip=0}' "$rc" > "$tmp"

{
  cat "$tmp"
  echo ""
  echo "$begin"
  cat "$here/aliases.sh"
  echo "$end"
} > "$rc"
rm -f "$tmp"

echo "devbox: aliases installed in $rc (backup: $rc.bak.devbox); open a new shell or 'source ~/.bashrc'"
