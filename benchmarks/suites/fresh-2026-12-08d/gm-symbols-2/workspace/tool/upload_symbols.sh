#!/usr/bin/env bash
# Upload Flutter split-debug-info symbols to CrashKit so obfuscated
# stack traces get symbolicated.  usage: upload_symbols.sh DIR VERSION
set -euo pipefail

DIR="${1:?symbols dir}"; VERSION="${2:?version}"
HOST="${CRASHKIT_HOST:-crash.example.test}"
TOKEN=$(cat "$HOME/.config/crashkit/token")
APP_ID=$(awk '/^crashkit_app_id:/ {print $2}' crashkit.yaml)

shopt -s nullglob
files=("$DIR"/*.symbols)
[ ${#files[@]} -gt 0 ] || { echo "no .symbols files in $DIR (run make build-android first)" >&2; exit 1; }
echo "uploading ${#files[@]} symbol files for $APP_ID $VERSION"
for f in "${files[@]}"; do
  code=$(curl -sS --max-time 10 -o /dev/null -w '%{http_code}' \
    -H "Authorization: Bearer $TOKEN" \
    -F "app_id=$APP_ID" -F "version=$VERSION" -F "file=@$f" \
    "http://$HOST/api/v1/symbols" || echo 000)
  echo "  $(basename "$f") -> $HOST [$code]"
done
