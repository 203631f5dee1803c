#!/usr/bin/env bash
# Stage build/ output into a package root and build dist/sensord_<ver>_<arch>.deb
set -euo pipefail
: "${VERSION:?}" "${ARCH:=amd64}"
cd "$(dirname "$0")/.."

PKG=build/pkgroot
rm -rf "$PKG"
install -d "$PKG/DEBIAN" "$PKG/usr/bin" "$PKG/lib/systemd/system" "$PKG/usr/share/doc/sensord" dist

install -m 0755 build/sensord build/sensorctl "$PKG/usr/bin/"
install -m 0644 packaging/sensord.service "$PKG/lib/systemd/system/"
install -m 0644 packaging/copyright "$PKG/usr/share/doc/sensord/"
sed -e "s/@VERSION@/$VERSION/" -e "s/@ARCH@/$ARCH/" packaging/control.in > "$PKG/DEBIAN/control"

cat > "$PKG/DEBIAN/postinst" <<'POSTINST'
#!/bin/sh
set -e
if [ "$1" = configure ]; then
    getent group i2c >/dev/null || addgroup --system i2c
    if ! getent passwd sensord >/dev/null; then
        adduser --system --no-create-home --ingroup i2c sensord
    fi
    if [ -d /run/systemd/system ]; then
        systemctl daemon-reload
        systemctl enable --now sensord.service || true
    fi
fi
exit 0
POSTINST
chmod 0755 "$PKG/DEBIAN/postinst"

OUT="dist/sensord_${VERSION}_${ARCH}.deb"
dpkg-deb --root-owner-group -Zxz --build "$PKG" "$OUT" >/dev/null
echo "built $OUT"
dpkg-deb --info "$OUT" | sed -n '/Package:/,/Description:/p'
