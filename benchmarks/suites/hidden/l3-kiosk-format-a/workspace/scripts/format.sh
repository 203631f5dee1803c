#!/bin/sh
# Format every source file under the given folder.
set -e
dir="${1:-src}"
find "$dir" -type f \( -name '*.js' -o -name '*.css' -o -name '*.html' \) | sort | while read -r f; do
    python3 tools/fmt/normalize.py "$f"
done
python3 tools/fmt/normalize.py --finish
