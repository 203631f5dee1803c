#!/bin/sh
# ./build.sh [debug|release]  - build the sensor-node firmware image
set -e
PROFILE=${1:-debug}
case "$PROFILE" in debug|release) ;; *) echo "unknown profile: $PROFILE" >&2; exit 2 ;; esac
make -C firmware PROFILE="$PROFILE"
