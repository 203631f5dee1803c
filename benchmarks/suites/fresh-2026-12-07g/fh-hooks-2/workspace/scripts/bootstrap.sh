#!/usr/bin/env bash
# Developer bootstrap.  usage: scripts/bootstrap.sh [all|venv|hooks]
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/common.sh

case "${1:-all}" in
  venv)  make_venv ;;
  hooks) install_hooks ;;
  all)   make_venv; install_hooks ;;
  *)     echo "usage: $0 [all|venv|hooks]" >&2; exit 2 ;;
esac
