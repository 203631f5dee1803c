#!/bin/sh
# Publishes envtool 1.2 on the file server: its release tarball in files/.
set -e
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$here/files"
tar -C "$here" -czf "$here/files/envtool-1.2.tar.gz" envtool-1.2
