#!/bin/sh
# Remove build outputs: the build folder and stray objects.
set -e
cd "$(dirname "$0")/.."
rm -rf build
find . -name '*.o' -not -path './.git/*' -delete
git status --short --untracked-files=all | sed 's/^/still untracked: /'
echo "workspace clean"
