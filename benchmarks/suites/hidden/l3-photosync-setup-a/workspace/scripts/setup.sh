#!/bin/sh
set -e
[ -f .env ] || printf 'PHOTOSYNC_SRC=%s\nPHOTOSYNC_DEST=nas:/volume1/photos\n' "$HOME/Pictures/phone" > .env
python3 scripts/setup_env.py
