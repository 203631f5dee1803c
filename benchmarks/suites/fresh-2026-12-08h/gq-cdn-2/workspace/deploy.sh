#!/usr/bin/env bash
# usage: ./deploy.sh EPISODE     e.g. ./deploy.sh 043
set -euo pipefail
ep="${1:?usage: ./deploy.sh EPISODE}"
cd "$(dirname "$0")"
exec python3 -m publish.cli --config publish.toml --episode "$ep"
