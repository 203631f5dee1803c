#!/bin/sh
# runs each test in a throwaway sandbox
for t in tests/integration/t_*.sh; do sbx run default -- sh "$t" || exit 1; done
