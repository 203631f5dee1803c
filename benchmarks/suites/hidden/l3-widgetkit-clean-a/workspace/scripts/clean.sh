#!/bin/sh
# remove build output, then the tool caches listed in clean.json
set -e
rm -rf dist
python3 scripts/lib/purge.py clean.json
