#!/usr/bin/env bash
# Build docs/ into site/ and commit the result on the gh-pages checkout.
set -eo pipefail
cd "$(dirname "$0")/../.."

source scripts/docs/lib/env.sh
source scripts/docs/lib/pages.sh

python3 tools/mdsite.py docs site
pages_checkout "$PAGES_DIR"
pages_clean
mkdir -p "$PAGES_DIR"
cp -R site/. "$PAGES_DIR/"
touch "$PAGES_DIR/.nojekyll"
pages_commit "$PAGES_DIR" "docs: $(git rev-parse --short HEAD)"
echo "gh-pages updated in $PAGES_DIR (push with: git -C $PAGES_DIR push origin gh-pages)"
