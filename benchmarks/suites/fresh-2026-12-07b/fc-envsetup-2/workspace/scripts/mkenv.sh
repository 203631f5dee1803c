#!/usr/bin/env bash
# Build .env from .env.example, filling the AWS settings from a named AWS CLI profile.
#   usage: scripts/mkenv.sh PROFILE
set -euo pipefail
profile=${1:?usage: mkenv.sh PROFILE}
cd "$(dirname "$0")/.."
creds=${AWS_SHARED_CREDENTIALS_FILE:-$HOME/.aws/credentials}
config=${AWS_CONFIG_FILE:-$HOME/.aws/config}

# ini_get FILE SECTION KEY
ini_get() {
  [ -f "$1" ] || return 0
  awk -v sect="[$2]" -v want="$3" '
    BEGIN { gsub(/[ \t]/, "", sect) }
    /^[ \t]*\[/ { cur = $0; gsub(/[ \t]/, "", cur); insect = (cur == sect); next }
    insect {
      i = index($0, "="); if (i == 0) next
      k = substr($0, 1, i - 1); v = substr($0, i + 1)
      gsub(/^[ \t]+|[ \t]+$/, "", k); gsub(/^[ \t]+|[ \t]+$/, "", v)
      if (k == want) { print v; exit }
    }' "$1"
}

key_id=$(ini_get "$creds" "$profile" aws_access_key_id)
secret=$(ini_get "$creds" "$profile" aws_secret_access_key)
if [ "$profile" = default ]; then section=default; else section="profile $profile"; fi
region=$(ini_get "$config" "$section" region)
if [ -z "$key_id" ] || [ -z "$secret" ]; then
  echo "mkenv: profile '$profile' not found in $creds" >&2
  exit 1
fi

umask 077
tmp=$(mktemp .env.XXXXXX)
trap 'rm -f "$tmp"' EXIT
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in
    AWS_PROFILE=*)           echo "AWS_PROFILE=$profile" ;;
    AWS_REGION=*)            echo "AWS_REGION=${region:-${line#AWS_REGION=}}" ;;
    AWS_ACCESS_KEY_ID=*)     echo "AWS_ACCESS_KEY_ID=$key_id" ;;
    AWS_SECRET_ACCESS_KEY=*) echo "AWS_SECRET_ACCESS_KEY=$secret" ;;
    *)                       printf '%s\n' "$line" ;;
  esac
done < .env.example > "$tmp"
mv "$tmp" .env
trap - EXIT

git check-ignore -q .env 2>/dev/null || echo "mkenv: warning: .env is not git-ignored" >&2
echo "wrote .env for profile '$profile' (key ${key_id:0:4}...${key_id: -4}, region ${region:-default})"
