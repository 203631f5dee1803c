#!/usr/bin/env bash
# Normalise whitespace in the Python sources: tabs -> 4 spaces, no trailing blanks.
set -euo pipefail
cd "$(dirname "$0")/.."
count=0
while IFS= read -r -d '' f; do
    expand -t 4 "$f" | sed -e 's/[[:space:]]*$//' > "$f.fmt"
    if cmp -s "$f" "$f.fmt"; then rm "$f.fmt"; else mv "$f.fmt" "$f"; count=$((count+1)); echo "formatted $f"; fi
done < <(find src -name '*.py' -print0)
# report which formatter version the project pins (informational)
grep -i '^black' requirements-dev.txt | sed 's/^/pinned: /' || echo "black not pinned"
echo "$count file(s) reformatted"
