#!/usr/bin/env bash
# Re-issue the self-signed certificates used by the local docker-compose nginx.
# Usage: scripts/renew_dev_certs.sh CERT_DIR   (names come from CERT_DIR/domains.txt)
set -euo pipefail

dir="${1:-certs}"
days="${CERT_DAYS:-90}"

while read -r name; do
  case "$name" in ''|\#*) continue ;; esac
  openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes \
    -days "$days" -subj "/CN=$name" -addext "subjectAltName=DNS:$name" \
    -keyout "$dir/$name.key" -out "$dir/$name.crt" 2>/dev/null
  chmod 600 "$dir/$name.key"
  echo "renewed $name: $(openssl x509 -noout -enddate -in "$dir/$name.crt")"
done < "$dir/domains.txt"

echo "restart nginx to pick them up: docker compose restart nginx"
