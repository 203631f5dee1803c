#!/bin/sh
# Prepare the build cache shared by the developer and the CI runner user (group "ci").
set -e
mkdir -p .cache/build/layers .cache/build/tmp
chmod 2775 .cache/build .cache/build/layers
chmod 1777 .cache/build/tmp
mkdir -p "$HOME/.cache/ci-images"
chmod 700 "$HOME/.cache/ci-images"
# the runner logs in as this user to fill the cache: check the key file is sane
if [ -f "$HOME/.ssh/authorized_keys" ]; then
    echo "authorized_keys: $(grep -c . "$HOME/.ssh/authorized_keys") key(s), mode $(stat -c %a "$HOME/.ssh/authorized_keys")"
fi
echo "shared cache ready in .cache/build"
