#!/usr/bin/env bash
# Tile cache maintenance.
APPDIR=mapforge
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/$APPDIR"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}/$APPDIR"
case "${1:-stats}" in
    stats) du -sh "$CACHE" 2>/dev/null || echo "no cache" ;;
    clear)
        rm -rf "$CACHE"
        # user styles in $DATA are not cache: keep them
        [ -d "$DATA" ] && echo "kept user data in $DATA"
        echo "cache cleared" ;;
esac
