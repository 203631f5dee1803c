#!/bin/sh
set -e
name="${1:?kernel name}"
[ -x .venv/bin/python ] || { echo "no .venv" >&2; exit 1; }
exec python3 -m devtools.kernelspec --name "$name" --venv .venv
