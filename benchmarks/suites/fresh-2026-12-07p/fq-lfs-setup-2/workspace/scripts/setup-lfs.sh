#!/bin/sh
# Configure this repo for Git LFS-tracked art and audio assets.
# Writes .gitattributes and the local filter config (no global changes).
set -e
cd "$(git rev-parse --show-toplevel)"

for pat in '*.png' '*.psd' '*.wav' '*.ogg' '*.fbx' '*.blend'; do
    line="$pat filter=lfs diff=lfs merge=lfs -text"
    grep -qxF "$line" .gitattributes 2>/dev/null || echo "$line" >> .gitattributes
done

git config --local filter.lfs.clean "git-lfs clean -- %f"
git config --local filter.lfs.smudge "git-lfs smudge -- %f"
git config --local filter.lfs.process "git-lfs filter-process"
git config --local filter.lfs.required true
git config --local lfs.locksverify false

echo "LFS tracking configured for: $(cut -d' ' -f1 .gitattributes | tr '\n' ' ')"
