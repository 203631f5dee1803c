#!/usr/bin/env bash
# Sanity-check the AWS profile the nightly archive sync (sync_archive.sh) uses.
# usage: scripts/check_aws.sh [PROFILE]
set -uo pipefail
profile="${1:-${AWS_PROFILE:-default}}"
creds="${AWS_SHARED_CREDENTIALS_FILE:-$HOME/.aws/credentials}"
conf="${AWS_CONFIG_FILE:-$HOME/.aws/config}"

ini_get() {  # ini_get FILE SECTION KEY
  awk -v s="[$2]" -v k="$3" '
    $0 == s { on = 1; next }
    /^\[/   { on = 0 }
    on { split($0, kv, "="); gsub(/[ \t]/, "", kv[1]); if (kv[1] == k) { sub(/^[^=]*=[ \t]*/, ""); print; exit } }
  ' "$1"
}

echo "profile        : $profile"
if [ ! -f "$creds" ]; then echo "credentials    : MISSING ($creds)"; exit 1; fi
echo "credentials    : $creds (mode $(stat -c %a "$creds"))"
grep -q "^\[$profile\]" "$creds" || { echo "profile not found in credentials file"; exit 1; }

kid="$(ini_get "$creds" "$profile" aws_access_key_id)"
sec="$(ini_get "$creds" "$profile" aws_secret_access_key)"
tok="$(ini_get "$creds" "$profile" aws_session_token)"
region="$(ini_get "$conf" "profile $profile" region)"
role="$(ini_get "$conf" "profile $profile" role_arn)"
echo "access key id  : ${kid:0:4}************${kid: -4}"
echo "secret key     : $([ -n "$sec" ] && echo "set (${#sec} chars)" || echo MISSING)"
echo "region         : ${region:-<unset, SDK default us-east-1>}"
echo "role_arn       : ${role:-<none>}"
case "$kid" in
  AKIA*) echo "key type       : long-term IAM user key" ;;
  ASIA*) echo "key type       : temporary (STS) key${tok:+, session token present}${tok:-, NO session token -> will fail}" ;;
  *)     echo "key type       : unrecognised" ;;
esac
[ "${#sec}" -eq 40 ] || echo "WARNING: secret key is ${#sec} chars, expected 40 (trailing space / truncated paste?)"

bucket="$(awk -F= '/^ARCHIVE_BUCKET=/{print $2}' config/archive.env)"
echo "bucket         : ${bucket:-?}"
echo
echo "next: compare the key id above with the one IT attached to the archive bucket policy;"
echo "      live check (needs network): aws sts get-caller-identity --profile $profile"
