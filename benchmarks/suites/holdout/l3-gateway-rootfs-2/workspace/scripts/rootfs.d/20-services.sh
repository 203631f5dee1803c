#!/usr/bin/env bash
# 20-services.sh - init scripts
set -euo pipefail
install -d "$ROOTFS/etc/init.d" "$ROOTFS/etc/rc.d"
cat > "$ROOTFS/etc/init.d/gatewayd" <<'EOF'
#!/bin/sh
# gatewayd - modbus/mqtt bridge
case "$1" in
  start) start-stop-daemon -S -b -c gateway -x /usr/sbin/gatewayd -- -c /etc/gatewayd.conf ;;
  stop) start-stop-daemon -K -x /usr/sbin/gatewayd ;;
  restart) "$0" stop; "$0" start ;;
esac
EOF
chmod 0755 "$ROOTFS/etc/init.d/gatewayd"
ln -sf ../init.d/gatewayd "$ROOTFS/etc/rc.d/S50gatewayd"
