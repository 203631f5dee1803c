#!/usr/bin/env bash
# Bump one conan requirement in conanfile.py and refresh its conan.lock entry.
set -euo pipefail
cd "$(dirname "$0")/.."
dep="$1" ver="$2"
python3 -m tools.deps.bump "$dep" "$ver"
git --no-pager diff --stat -- conanfile.py conan.lock
