#!/usr/bin/env bash
# Remove the build outputs of every module listed in settings.gradle.kts.
set -eu
cd "$(dirname "$0")/.."

. scripts/lib/modules.sh

for module in $(list_modules); do
  scripts/lib/rmbuild.sh "$module"
done
rm -rf build .gradle/buildOutputCleanup
echo "clean complete"
