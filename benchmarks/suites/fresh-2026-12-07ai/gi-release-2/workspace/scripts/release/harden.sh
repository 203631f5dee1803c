#!/usr/bin/env bash
# harden.sh VERSION - pre-release hardening pass (see docs/RELEASE.md)
set -eo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/lib/common.sh"
. "$here/lib/checks.sh"
. "$here/lib/clean.sh"

VERSION="${1:?usage: harden.sh VERSION}"
log "hardening ${PROJECT} ${VERSION}"
disable_debug
check_no_debug_prints
clean_artifacts
write_stamp "$VERSION"
log "ok - ready to tag v${VERSION}"
