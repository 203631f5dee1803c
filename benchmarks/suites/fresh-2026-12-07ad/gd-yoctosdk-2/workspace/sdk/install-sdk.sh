#!/usr/bin/env bash
# install-sdk.sh TARBALL PREFIX
# Non-interactive equivalent of the Yocto SDK .sh installer for our CI-built
# SDK tarball: extract, relocate @SDKPATH@ placeholders, verify the compiler.
set -euo pipefail
tarball="${1:?tarball}" prefix="${2:?prefix}"

if [ -e "$prefix/environment-setup-armv8a-poky-linux" ]; then
    echo "SDK already installed in $prefix (remove it to reinstall)"
else
    echo "Extracting SDK to $prefix ..."
    mkdir -p "$prefix"
    tar -C "$prefix" -xJf "$tarball"
    grep -rlI '@SDKPATH@' "$prefix" | xargs -r sed -i "s|@SDKPATH@|$prefix|g"
fi
env_script="$prefix/environment-setup-armv8a-poky-linux"

echo "SDK has been successfully set up and is ready to be used."
echo "Each time you wish to use the SDK in a new shell session, you need to source the environment setup script e.g."
echo " \$ . $env_script"
