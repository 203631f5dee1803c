#!/bin/sh
# run the unit tests; extra args go to make
set -e
cd "$(dirname "$0")"
exec make test "$@"
