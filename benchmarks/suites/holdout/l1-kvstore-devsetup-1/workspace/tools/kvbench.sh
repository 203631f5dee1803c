#!/usr/bin/env bash
# kvbench: development helper for kvstore (talks to $KV_LISTEN)
set -euo pipefail
[ -f "$HOME/.config/kvstore/dev.env" ] && . "$HOME/.config/kvstore/dev.env"
case "${1:-help}" in
  agent) echo "kvbench agent: would keep a local kvstore running on ${KV_LISTEN:-127.0.0.1:7379}" ;;
  *) echo "usage: kvbench get|put|agent ..." ;;
esac
