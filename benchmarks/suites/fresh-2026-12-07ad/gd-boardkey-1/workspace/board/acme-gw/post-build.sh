#!/bin/sh
# BR2_ROOTFS_POST_BUILD_SCRIPT for acme-gw
set -e
TARGET_DIR="$1"
# lock down ssh key perms copied from the overlay
[ -d "$TARGET_DIR/root/.ssh" ] && chmod 700 "$TARGET_DIR/root/.ssh"
[ -f "$TARGET_DIR/root/.ssh/authorized_keys" ] && chmod 600 "$TARGET_DIR/root/.ssh/authorized_keys"
echo "acme-gw $(date -u +%Y%m%d)" > "$TARGET_DIR/etc/acme-build"
