#!/usr/bin/env bash
# Regenerate the nginx site config from its settings file.
#   build.sh SETTINGS_JSON OUT_CONF
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
settings="$1"
out="$2"
tmp="$(mktemp "${out}.XXXXXX")"
trap 'rm -f "$tmp"' EXIT
python3 "$here/render.py" "$settings" > "$tmp"
if ! grep -q "server_name" "$tmp"; then
  echo "build: rendered config looks empty, keeping $out" >&2
  exit 1
fi
mv "$tmp" "$out"
trap - EXIT
echo "build: wrote $out ($(wc -l < "$out") lines)"
