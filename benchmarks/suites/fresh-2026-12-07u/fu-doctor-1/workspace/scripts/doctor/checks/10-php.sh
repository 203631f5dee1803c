#!/usr/bin/env bash
# PHP / composer presence
if command -v php >/dev/null 2>&1; then php -v | head -1; else echo "WARN php not on PATH (ok if you use sail)"; fi
[ -f composer.lock ] && echo "ok composer.lock present" || echo "WARN no composer.lock"
