#!/usr/bin/env bash
# Pull the frozen evaluation outputs from our Zenodo draft record.
set -euo pipefail
cd "$(dirname "$0")/.."
set -a; . ./.env; set +a
mkdir -p data
curl -fsSL -H "Authorization: Bearer ${ZENODO_TOKEN}" \
  "https://zenodo.example.com/api/records/8841207/files/eval-outputs.zip/content" -o data/eval-outputs.zip
