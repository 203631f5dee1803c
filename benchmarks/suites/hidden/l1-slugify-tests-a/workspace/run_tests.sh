#!/usr/bin/env bash
# Run the unit tests and keep a summary in .test-results/.
set -uo pipefail
cd "$(dirname "$0")"
mkdir -p .test-results
python3 -m unittest discover -s tests -t . -v 2> .test-results/unittest.log
status=$?
tail -n 3 .test-results/unittest.log
{ echo "date: $(date -u +%FT%TZ)"; echo "commit: $(git rev-parse --short HEAD 2>/dev/null)"; echo "status: $status"; } > .test-results/summary.txt
# keep the last five summaries for the flaky-test notes
cp .test-results/summary.txt ".test-results/summary-$(date +%s).txt"
ls -1t .test-results/summary-*.txt | tail -n +6 | xargs -r rm -f
exit $status
