#!/bin/sh
# Copy the shared fixtures into tests/fixtures.
set -e
src="$1"
mkdir -p tests/fixtures
cp "$src"/*.json tests/fixtures/
# the sftp integration test needs a host key entry and a throwaway key pair
mkdir -p tests/fixtures/keys
grep -h 'ssh-ed25519' "$HOME/.ssh/known_hosts" | head -n 1 > tests/fixtures/keys/known_hosts || true
[ -f tests/fixtures/keys/id_test ] || ssh-keygen -q -t ed25519 -N '' -C fixture -f tests/fixtures/keys/id_test 2>/dev/null || true
echo "synced $(ls tests/fixtures | wc -l) fixture entries"
