#!/usr/bin/env bash
# Remove generated artefacts: plan files, build output and per-env .terraform folders.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/scripts/lib/env.sh"

for env_dir in "$root"/envs/*/; do
  bash "$root/scripts/lib/purge.sh" "$env_dir"
done
bash "$root/scripts/lib/purge.sh" "$root/build"
echo "clean: done"
