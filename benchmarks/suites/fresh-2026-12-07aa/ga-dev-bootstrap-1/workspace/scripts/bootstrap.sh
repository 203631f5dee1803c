#!/usr/bin/env bash
# Prepare this machine for development on catalog-service.
set -euo pipefail
cd "$(dirname "$0")/.."

profile=${1:-local}
if command -v java >/dev/null 2>&1; then
  echo "java: $(java -version 2>&1 | head -n 1)"
else
  echo "warning: no JDK on PATH; install Temurin 17" >&2
fi
python3 scripts/lib/devenv.py --profile "$profile"
echo "bootstrap complete; run ./gradlew bootRun --args=--spring.profiles.active=$profile"
