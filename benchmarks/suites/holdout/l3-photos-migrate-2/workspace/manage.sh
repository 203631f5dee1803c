#!/usr/bin/env bash
# manage.sh - entry point for photoindex maintenance commands.
cd "$(dirname "$0")"
exec python3 manage.py "$@"
