#!/usr/bin/env bash
# kvdump: development helper for kvstore (talks to $KV_LISTEN)
set -euo pipefail
[ -f "$HOME/.config/kvstore/dev.env" ] && . "$HOME/.config/kvstore/dev.env"
case "${1:-help}" in
  agent) echo "kvdump agent: would keep a local kvstore running on ${KV_LISTEN:-127.0.0.1:7379}" ;;
  *) echo "usage: kvdump get|put|agent ..." ;;
esac
