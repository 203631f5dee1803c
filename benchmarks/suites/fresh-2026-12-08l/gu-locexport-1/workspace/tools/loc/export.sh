#!/usr/bin/env bash
# Export string tables as translator CSVs: tools/loc/export.sh OUTDIR LANG...
set -euo pipefail
cd "$(dirname "$0")/../.."
out=$1; shift
mkdir -p "$out"
export PYTHONPATH="$PWD/tools/loc${PYTHONPATH:+:$PYTHONPATH}"
exec python3 -m loctool export --src Content/Localization --out "$out" "$@"
