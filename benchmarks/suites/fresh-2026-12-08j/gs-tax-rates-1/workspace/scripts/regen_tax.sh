#!/usr/bin/env bash
# Regenerate app/tax/rates.py from a vendor rate table.
set -euo pipefail
cd "$(dirname "$0")/.."
src="${1:?usage: regen_tax.sh RATES.csv}"
python3 -m taxgen build --src "$src" --dest app/tax/rates.py
