#!/usr/bin/env bash
# 10-base.sh - identity and mounts
set -euo pipefail
install -d "$ROOTFS/etc" "$ROOTFS/var/log" "$ROOTFS/tmp"
chmod 1777 "$ROOTFS/tmp"
. scripts/lib/version.sh
cat > "$ROOTFS/etc/os-release" <<EOF
NAME="Edge Gateway OS"
VERSION="$GATEWAY_VERSION"
ID=edgegw
EOF
cat > "$ROOTFS/etc/fstab" <<'EOF'
/dev/mmcblk0p2  /          ext4   ro,noatime  0 1
tmpfs           /tmp       tmpfs  nosuid,nodev 0 0
/dev/mmcblk0p3  /var/lib   ext4   noatime     0 2
EOF
