#!/bin/sh
# Runs as root on the target host before the new release is unpacked.
set -eu
systemctl is-active --quiet edge-proxy && systemctl reload edge-proxy || true
