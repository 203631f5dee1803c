#!/usr/bin/env bash
# snapshot.sh APP DEST - tar up data/APP into DEST/APP-<stamp>.tar.gz and prune old ones
set -euo pipefail
app=${1:?app}
dest=${2:?dest}
keep=${RETAIN:-14}

mkdir -p "$dest"
stamp=$(date +%Y%m%d-%H%M%S)
out="$dest/$app-$stamp.tar.gz"

echo "snapshot: $app -> $out"
tar -C data -czf "$out.partial" "$app"
mv "$out.partial" "$out"
ln -sfn "$(basename "$out")" "$dest/latest-$app.tar.gz"

# retention: keep the newest $keep snapshots
ls -1t "$dest/$app"-2*.tar.gz | tail -n +"$((keep + 1))" | while read -r old; do
    echo "prune: $old"
    rm -f -- "$old"
done
ls -lh "$dest" | tail -n +2
