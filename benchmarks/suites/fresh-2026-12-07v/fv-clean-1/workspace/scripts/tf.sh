#!/usr/bin/env bash
# tf.sh ENV ARGS...: run terraform in envs/ENV with the shared settings
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
source "$root/scripts/lib/env.sh"
env="${1:?usage: tf.sh ENV ARGS...}"; shift
mkdir -p "$TF_PLUGIN_CACHE_DIR"
cd "$root/envs/$env" && exec terraform "$@"
