#!/usr/bin/env bash
# Sign a release APK with the upload key described in keystore.properties.
# Stand-in for apksigner on machines without build-tools: the signature is an
# HMAC-SHA256 over the archive, keyed with the store password and key alias.
set -euo pipefail

in="$1"; out="$2"
props=keystore.properties
prop() { grep -E "^$1=" "$props" | head -n1 | cut -d= -f2-; }

store_file=$(prop storeFile)
key_alias=$(prop keyAlias)
pass_file=$(prop storePasswordFile)
pass_file="${pass_file/#\~/$HOME}"

[ -f "$store_file" ] || { echo "sign_apk: keystore $store_file not found" >&2; exit 1; }
[ -f "$pass_file" ]  || { echo "sign_apk: password file $pass_file not found" >&2; exit 1; }
store_pass=$(cat "$pass_file")

cp "$in" "$out"
sig=$(openssl dgst -sha256 -hmac "$store_pass:$key_alias" "$out" | awk '{print $NF}')
printf '%s  %s\n' "$sig" "$(basename "$out")" > "$out.sig"

cat > "$(dirname "$out")/output-metadata.json" <<EOF
{
  "version": 3,
  "artifactType": {"type": "APK", "kind": "Directory"},
  "applicationId": "com.example.trailmate",
  "variantName": "release",
  "elements": [
    {"type": "SINGLE", "outputFile": "$(basename "$out")",
     "signing": {"keyAlias": "$key_alias", "storeFile": "$store_file", "scheme": "hmac-sha256"}}
  ]
}
EOF
echo "signed $(basename "$out") with key '$key_alias' ($(wc -c < "$out") bytes)"
