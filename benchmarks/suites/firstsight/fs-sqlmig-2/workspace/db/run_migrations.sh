#!/bin/sh
set -e
for m in db/migrations/*.py; do python3 "$m"; done
echo migrated
