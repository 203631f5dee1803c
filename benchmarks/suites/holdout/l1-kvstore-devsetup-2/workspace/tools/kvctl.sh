#!/usr/bin/env bash
# kvctl: development helper for kvstore (talks to $KV_LISTEN)
set -euo pipefail
[ -f "$HOME/.config/kvstore/dev.env" ] && . "$HOME/.config/kvstore/dev.env"
case "${1:-help}" in
  agent) echo "kvctl agent: would keep a local kvstore running on ${KV_LISTEN:-127.0.0.1:7379}" ;;
  *) echo "usage: kvctl get|put|agent ..." ;;
esac
