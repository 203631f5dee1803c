#!/bin/sh
# Self-check of the edge agent: the probe binary is present, runs, and knows the endpoints.
set -e
cd "$(dirname "$0")"
mkdir -p .selfcheck
test -x bin/netprobe || { echo "bin/netprobe missing: cc -o bin/netprobe tools/netprobe.c"; exit 1; }
ls -l bin/netprobe | awk '{print "binary mode: " $1}'
bin/netprobe --dry-run > .selfcheck/result.txt
n=$(grep -c . endpoints.txt)
echo "endpoints configured: $n" >> .selfcheck/result.txt
cat .selfcheck/result.txt
