#!/usr/bin/env bash
# Upload a folder of thumbnails to the media bucket.
#   scripts/s3_upload.sh LOCAL_DIR s3://bucket/prefix/      (DRY_RUN=1 to only print the plan)
set -euo pipefail
src="${1:?usage: s3_upload.sh DIR s3://bucket/prefix/}"
dest="${2:?usage: s3_upload.sh DIR s3://bucket/prefix/}"
profile="${AWS_PROFILE:-media}"
creds="$HOME/.aws/credentials"

[ -r "$creds" ] || { echo "s3_upload: no $creds" >&2; exit 1; }
grep -q "^\[$profile\]" "$creds" || { echo "s3_upload: profile $profile not in $creds" >&2; exit 1; }

echo "profile:  $profile"
# show exactly which credentials the upload will sign with (saves a round of
# "is it using the right key?" when something 403s)
sed -n "/^\[$profile\]/,/^\[/p" "$creds" | grep -v '^\[' | grep -v '^$' | sed 's/^/          /'
echo "target:   $dest"

ctype() {
    case "${1##*.}" in
        jpg|jpeg) echo image/jpeg ;; png) echo image/png ;; webp) echo image/webp ;; *) echo application/octet-stream ;;
    esac
}

n=0
for f in "$src"/*; do
    [ -f "$f" ] || continue
    name="$(basename "$f")"
    if [ "${DRY_RUN:-0}" = 1 ]; then
        printf '  would upload %-28s -> %s%s  (%s, %s bytes)\n' "$name" "$dest" "$name" "$(ctype "$f")" "$(wc -c < "$f" | tr -d ' ')"
    else
        aws --profile "$profile" s3 cp --only-show-errors --content-type "$(ctype "$f")" \
            --cache-control "public, max-age=31536000, immutable" "$f" "$dest$name"
    fi
    n=$((n + 1))
done
if [ "${DRY_RUN:-0}" = 1 ]; then echo "dry run: $n object(s), nothing uploaded"; else echo "uploaded $n object(s)"; fi
