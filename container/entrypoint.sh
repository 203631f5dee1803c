#!/bin/sh
# Entry point of the evaluation image.
#   foresee-eval bench [OPTION...] [SUITE...]  `foresee bench` with all three approvers, on the
#                                              shipped suites (hidden, text) unless suites are
#                                              given, the JSON to $FORESEE_RESULTS unless --json
#   foresee-eval bench merge FILE...           the table of a sharded run (`--shard I/N`)
#   foresee-eval ARGS...                       any other foresee command, as is
set -eu
suites_dir="${FORESEE_SUITES_DIR:-/opt/foresee/suites}"
if [ "${1:-}" = "bench" ] && [ "${2:-}" != "merge" ] && [ "${2:-}" != "import-saber" ] \
    && [ "${2:-}" != "help" ]; then
    shift
    has_suite=0 has_approver=0 has_json=0 skip=0
    for a in "$@"; do
        if [ "$skip" = 1 ]; then skip=0; continue; fi
        case "$a" in
            --approver) has_approver=1; skip=1 ;;
            --approver=*) has_approver=1 ;;
            --json) has_json=1; skip=1 ;;
            --json=*) has_json=1 ;;
            -j|--jobs|--agent|--only|--foresee|--timeout|--shard) skip=1 ;;
            -*) ;;
            *) has_suite=1 ;;
        esac
    done
    [ "$has_approver" = 1 ] || set -- --approver foresee,none,command-text "$@"
    [ "$has_json" = 1 ] || set -- --json "${FORESEE_RESULTS:-/work/results.json}" "$@"
    [ "$has_suite" = 1 ] || set -- "$@" "$suites_dir/hidden" "$suites_dir/text"
    exec foresee bench "$@"
fi
exec foresee "$@"
