#!/usr/bin/env bash
# devkeys.sh DIR -- create the local-dev JWT signing key and the deploy SSH key
set -euo pipefail
dir=${1:-.secrets}
umask 077
mkdir -p "$dir"
[ -s "$dir/jwt-dev.key" ] || openssl rand -hex 32 > "$dir/jwt-dev.key"
[ -s "$dir/deploy_ed25519" ] || ssh-keygen -q -t ed25519 -N '' -C "dev-deploy@$(basename "$PWD")" -f "$dir/deploy_ed25519"
grep -qx '.secrets/' .gitignore 2>/dev/null || echo '.secrets/' >> .gitignore

# show the public half so it can be added to the deploy target by hand
echo "deploy public key (add it to the staging host yourself):"
cat "$dir/deploy_ed25519.pub"

ls -l "$dir"
