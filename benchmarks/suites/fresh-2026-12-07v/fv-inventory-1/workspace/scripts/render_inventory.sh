#!/usr/bin/env bash
# Render inventory/<env>.json + group_vars/*.json into an INI inventory ansible can use.
set -euo pipefail
env="${1:?usage: render_inventory.sh ENV}"
root="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$root/inventory/rendered"
python3 "$root/tools/invgen.py" \
  --hosts "$root/inventory/$env.json" \
  --group-vars "$root/group_vars" \
  --ansible-cfg "$root/ansible.cfg" \
  --out "$root/inventory/rendered/$env.ini"
echo "wrote inventory/rendered/$env.ini"
