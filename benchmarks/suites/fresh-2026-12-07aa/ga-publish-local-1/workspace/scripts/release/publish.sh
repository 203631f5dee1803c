#!/usr/bin/env bash
# Install a built artifact into a file-based Maven repository.
set -euo pipefail

REPO="" VERSION=""
while [ $# -gt 0 ]; do
  case "$1" in
    --repo) REPO=$2; shift 2 ;;
    --version) VERSION=$2; shift 2 ;;
    *) echo "unknown argument: $1" >&2; exit 2 ;;
  esac
done
[ -n "$REPO" ] && [ -n "$VERSION" ] || { echo "usage: publish.sh --repo DIR --version V" >&2; exit 2; }

ARTIFACT=inventory-client
JAR=target/$ARTIFACT-$VERSION.jar
[ -f "$JAR" ] || { echo "missing $JAR: build it first" >&2; exit 1; }

case "$VERSION" in *-SNAPSHOT) kind=snapshot ;; *) kind=release ;; esac
echo "publishing $ARTIFACT $VERSION ($kind) to $REPO"
python3 "$(dirname "$0")/lib/deploy.py" \
  --repo "$REPO" --group com.acme --artifact "$ARTIFACT" --version "$VERSION" \
  --jar "$JAR" --pom pom.xml
