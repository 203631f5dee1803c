#!/bin/sh
# changelog.sh VERSION: rewrite CHANGELOG.md for VERSION
set -e
python3 scripts/changelog.py "$1" > CHANGELOG.md.new
mv CHANGELOG.md.new CHANGELOG.md
echo "CHANGELOG.md updated for $1"
