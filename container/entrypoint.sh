#!/bin/sh
# Entry point of the evaluation image.
#   foresee-eval bench [SUITE...]   run suites (default: the shipped ones) with all three approvers
#   foresee-eval ARGS...            any other foresee command, as is
set -eu
if [ "${1:-}" = "bench" ]; then
    shift
    if [ "$#" -eq 0 ]; then
        set -- /opt/foresee/suites/hidden /opt/foresee/suites/text
    fi
    out="${FORESEE_RESULTS:-/work/results.json}"
    exec foresee bench --approver foresee,none,command-text --json "$out" "$@"
fi
exec foresee "$@"
