#!/bin/sh
# Copy pinned packages from third_party/src into vendor/.
set -e
cd "$(dirname "$0")/.."
exec python3 -m tools.vendorize --lock vendor.lock --src third_party/src --dest vendor
