#!/usr/bin/env bash
# Install the project's git hooks (script/hooks/*) into this checkout.
set -euo pipefail
. script/lib/log.sh
. script/lib/hooks.sh

[ -d .git ] || { warn "not a git checkout, skipping hooks"; exit 0; }
for hook in script/hooks/*; do
  install_hook "$hook"
done
