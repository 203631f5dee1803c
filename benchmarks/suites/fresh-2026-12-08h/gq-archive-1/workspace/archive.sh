#!/usr/bin/env bash
# Pack a finished season for cold storage.   ./archive.sh 2023
set -euo pipefail
cd "$(dirname "$0")"
exec python3 tools/archiver/main.py --season "${1:?usage: ./archive.sh SEASON}" --out archive
