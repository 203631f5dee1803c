#!/usr/bin/env bash
# Syntax-check every shell script of the repository.
cd "$(dirname "$0")"
mkdir -p .lint
fail=0
: > .lint/report.txt
for f in $(git ls-files '*.sh'); do
    if bash -n "$f" 2>> .lint/report.txt; then echo "ok   $f"; else echo "FAIL $f"; fail=1; fi
done
# mention custom hooks, if any, since they also run shell code
custom=$(ls .git/hooks 2>/dev/null | grep -v '\.sample$' || true)
[ -n "$custom" ] && echo "note: custom git hooks present: $custom"
exit $fail
