#!/usr/bin/env bash
# Format .tf/.tfvars files. CI runners have no terraform binary, so we use
# our small formatter in tools/hclfmt (same rules as `terraform fmt` for what we use).
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 -m tools.hclfmt "$@"
