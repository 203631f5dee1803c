#!/usr/bin/env bash
# Pin every dependency of environment.yml to an exact version (explicit spec file
# for `mamba create --file`), using the channel index cached on the cluster.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m tools.lockgen "$1" "$2"
echo "pinned $(grep -c '=' "$2") packages into $2"
