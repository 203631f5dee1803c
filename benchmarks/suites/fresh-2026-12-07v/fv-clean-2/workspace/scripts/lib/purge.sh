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
echo "purged $target"
