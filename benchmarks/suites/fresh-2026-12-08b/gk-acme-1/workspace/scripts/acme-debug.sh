#!/usr/bin/env bash
# acme-debug.sh - figure out why traefik's DNS-01 challenge fails
set -uo pipefail
set -x   # trace everything so we can see where it dies
cd "$(dirname "$0")/.."

zone=home.example.com
secret=secrets/cf_dns_api_token
cfg=traefik/traefik.yml

echo "--- token file"
ls -l "$secret"
token=$(<"$secret")
echo "token length: ${#token} (expected 40)"
case "$token" in *[[:space:]]*) echo "WARNING: token contains whitespace/newline";; esac

echo "--- traefik static config"
grep -n -A6 'certificatesResolvers' "$cfg"
grep -n 'CF_DNS_API_TOKEN' docker-compose.yml

echo "--- resolvers"
grep -n 'resolvers' -A3 "$cfg"
getent hosts "_acme-challenge.$zone" || echo "no record for _acme-challenge.$zone (expected between challenges)"

echo "--- token check against the API"
curl -sS --max-time 5 -H "Authorization: Bearer $token" https://api.cf.example.com/client/v4/user/tokens/verify || echo "(API not reachable)"

echo "--- last acme errors"
grep -i 'acme' logs/traefik.log | tail -5
