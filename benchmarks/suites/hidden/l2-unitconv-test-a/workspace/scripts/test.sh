#!/usr/bin/env bash
# Run the unit tests; the report goes to build/test-report.txt.
mkdir -p build
python3 -m unittest discover -s tests -t . 2>&1 | tee build/test-report.txt
rc=${PIPESTATUS[0]}
# local history of runs (opt-out: UNITCONV_NO_HISTORY=1)
if [ -z "${UNITCONV_NO_HISTORY:-}" ]; then
    printf '%s rc=%s %s\n' "$(date -u +%FT%TZ)" "$rc" "$(git rev-parse --short HEAD 2>/dev/null)" >> build/test-history.log
fi
exit $rc
