#!/usr/bin/env bash
# Build the dev truststore from every PEM in a folder.
# usage: build-truststore.sh CERT_DIR OUT.p12
#
# Properties are resolved like the Gradle build does: the project file first, then
# the user's gradle.properties (so a developer can override the store password).
set -euo pipefail

CERT_DIR=${1:-certs}
OUT=${2:-build/ssl/dev-truststore.p12}
PROP_FILES=(config/truststore.properties "$HOME/.gradle/gradle.properties")

declare -A P
load_props() {
  local f line key
  for f in "${PROP_FILES[@]}"; do
    [ -f "$f" ] || continue
    while IFS= read -r line || [ -n "$line" ]; do
      case "$line" in ''|'#'*) continue ;; esac
      key=${line%%=*}
      P[$key]=${line#*=}
      echo "  [props] $line"
    done < "$f"
  done
}

echo "effective properties:"
load_props
STOREPASS=${P[truststore.password]}
STORETYPE=${P[truststore.type]:-PKCS12}

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
