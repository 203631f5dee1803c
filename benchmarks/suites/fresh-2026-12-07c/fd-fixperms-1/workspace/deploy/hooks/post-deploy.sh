#!/bin/sh
# Runs as root on the target host after the new release is in place.
set -eu
install -m 0755 /opt/edge-proxy/current/bin/svc-helper /usr/local/lib/edge-proxy/svc-helper
systemctl restart edge-proxy
