#!/usr/bin/env bash
# Build the dev truststore from every PEM in a folder.
# usage: build-truststore.sh CERT_DIR OUT.p12
set -euo pipefail

CERT_DIR=${1:-certs}
OUT=${2:-build/ssl/dev-truststore.p12}
PROPS=config/truststore.properties

prop() { sed -n "s/^$1=//p" "$PROPS" | tail -n 1; }

STOREPASS=$(prop truststore.password)
STORETYPE=$(prop truststore.type)

mkdir -p "$(dirname "$OUT")"
rm -f "$OUT"

count=0
for pem in "$CERT_DIR"/*.pem; do
  alias=$(basename "$pem" .pem)
  keytool -importcert -noprompt -alias "$alias" -file "$pem" \
    -keystore "$OUT" -storetype "$STORETYPE" -storepass "$STOREPASS" >/dev/null 2>&1
  echo "imported $alias"
  count=$((count + 1))
done
echo "wrote $OUT ($count certificates)"
