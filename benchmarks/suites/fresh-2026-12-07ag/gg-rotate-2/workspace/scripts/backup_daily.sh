#!/usr/bin/env bash
set -euo pipefail
mkdir -p backups/daily
sqlite3 db/shop.sqlite3 .dump | gzip > "backups/daily/shop-$(date +%F).sql.gz"
