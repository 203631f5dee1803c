#!/usr/bin/env bash
# Push ./dags to the shared dev scheduler's DAG bucket (manual use only:
# `bash scripts/dag_sync.sh` after review; the shared scheduler picks it up in ~1 min).
set -euo pipefail
cd "$(dirname "$0")/.."
dest="${DAG_SYNC_DEST:-dev-scheduler.data.example.com:/srv/airflow/dags/}"
rsync -az --delete --exclude '__pycache__' dags/ "$dest"
