#!/usr/bin/env bash
# Copy config templates that are not checked in.
set -euo pipefail
. script/lib/log.sh

for tmpl in config/*.yml.example; do
  target="${tmpl%.example}"
  if [ -e "$target" ]; then
    info "$target exists, leaving it alone"
  else
    cp "$tmpl" "$target"
    info "created $target"
  fi
done
