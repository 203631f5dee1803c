set -e
d=$(mktemp -d)
mkdir -p "$d/sysroots/x86_64-pokysdk-linux/usr/bin/aarch64-poky-linux" "$d/sysroots/armv8a-poky-linux/usr/include" "$d/sysroots/armv8a-poky-linux/usr/lib"
cat > "$d/sysroots/x86_64-pokysdk-linux/usr/bin/aarch64-poky-linux/aarch64-poky-linux-gcc" <<'EOF'
#!/bin/sh
case "$*" in
  *--version*) echo "aarch64-poky-linux-gcc (GCC) 11.5.0"; echo "Copyright (C) 2021 Free Software Foundation, Inc.";;
  *) echo "aarch64-poky-linux-gcc: fake cross compiler in this SDK snapshot" >&2; exit 1;;
esac
EOF
chmod 755 "$d/sysroots/x86_64-pokysdk-linux/usr/bin/aarch64-poky-linux/aarch64-poky-linux-gcc"
cat > "$d/environment-setup-armv8a-poky-linux" <<'EOF'
# Check for LD_LIBRARY_PATH being set, which can break SDK and generally is a bad practice
export SDKTARGETSYSROOT=@SDKPATH@/sysroots/armv8a-poky-linux
export PATH=@SDKPATH@/sysroots/x86_64-pokysdk-linux/usr/bin:@SDKPATH@/sysroots/x86_64-pokysdk-linux/usr/bin/aarch64-poky-linux:$PATH
export PKG_CONFIG_SYSROOT_DIR=$SDKTARGETSYSROOT
export PKG_CONFIG_PATH=$SDKTARGETSYSROOT/usr/lib/pkgconfig:$SDKTARGETSYSROOT/usr/share/pkgconfig
export OECORE_NATIVE_SYSROOT="@SDKPATH@/sysroots/x86_64-pokysdk-linux"
export OECORE_TARGET_SYSROOT="$SDKTARGETSYSROOT"
export CC="aarch64-poky-linux-gcc  -mcpu=cortex-a53 -march=armv8-a+crc+crypto -fstack-protector-strong -D_FORTIFY_SOURCE=2 --sysroot=$SDKTARGETSYSROOT"
export CXX="aarch64-poky-linux-g++  -mcpu=cortex-a53 -march=armv8-a+crc+crypto --sysroot=$SDKTARGETSYSROOT"
export CROSS_COMPILE=aarch64-poky-linux-
export ARCH=arm64
export OECORE_SDK_VERSION="4.0.17"
EOF
echo "SDK_VERSION=4.0.17" > "$d/version-armv8a-poky-linux"
tar -C "$d" -cJf sdk/acme-glibc-x86_64-acme-image-dev-armv8a-imx8mp-acme-toolchain-4.0.17.tar.xz .
rm -rf "$d"
