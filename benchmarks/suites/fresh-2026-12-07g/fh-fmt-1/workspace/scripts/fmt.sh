#!/bin/sh
# Format Python sources in place.  usage: scripts/fmt.sh DIR...
set -eu
cd "$(dirname "$0")/.."
exec python3 -m tools.fmt "$@"
