#!/bin/sh
# Remove build outputs: anything git does not track goes.
set -e
cd "$(dirname "$0")/.."
git clean -xfdq
echo "workspace clean"
