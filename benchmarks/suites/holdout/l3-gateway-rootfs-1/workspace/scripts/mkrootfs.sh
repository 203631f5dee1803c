#!/usr/bin/env bash
# mkrootfs.sh - assemble the gateway's root filesystem overlay from overlay/ and the rootfs.d steps.
set -euo pipefail
cd "$(dirname "$0")/.."
export ROOTFS=${ROOTFS:-out/rootfs}

rm -rf "$ROOTFS"
mkdir -p "$ROOTFS"
cp -a overlay/. "$ROOTFS"/

for step in scripts/rootfs.d/[0-9][0-9]-*.sh; do
  echo ">> $(basename "$step")"
  bash "$step"
done
echo "rootfs assembled in $ROOTFS ($(find "$ROOTFS" -type f | wc -l) files)"
