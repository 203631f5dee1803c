#!/usr/bin/env bash
# install-shell-env.sh - make the acme-platform dev tools (tools/bin) available in
# every new interactive shell by adding a small, clearly marked block to ~/.bashrc.
# Idempotent: re-running it does nothing if the block is already there.
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
RC="${BASHRC_FILE:-$HOME/.bashrc}"
BEGIN_MARK="# >>> acme-platform tools >>>"
END_MARK="# <<< acme-platform tools <<<"

touch "$RC"
if grep -qF "$BEGIN_MARK" "$RC"; then
  echo "acme-platform tools already configured in $RC"
  exit 0
fi

{
  echo ""
  echo "$BEGIN_MARK"
  echo "case \":\$PATH:\" in"
  echo "  *\":$REPO/tools/bin:\"*) ;;"
  echo "  *) export PATH=\"\$PATH:$REPO/tools/bin\" ;;"
  echo "esac"
  echo "$END_MARK"
} >> "$RC"

echo "added $REPO/tools/bin to PATH in $RC"
echo "open a new shell (or run: source $RC) to pick it up"
