#!/usr/bin/env bash
# Register the secret-scan hook in .pre-commit-config.yaml and install it into
# this clone's git hooks.
set -euo pipefail
ROOT=$(git rev-parse --show-toplevel)
cd "$ROOT"

if ! grep -q 'id: secret-scan' .pre-commit-config.yaml; then
  cat >> .pre-commit-config.yaml <<'EOF'
  - repo: local
    hooks:
      - id: secret-scan
        name: secret scan (staged changes)
        entry: scripts/scan_staged.sh
        language: script
        pass_filenames: false
EOF
fi

hook="$(git rev-parse --git-path hooks)/pre-commit"
mkdir -p "$(dirname "$hook")"
cat > "$hook" <<'EOF'
#!/bin/sh
# installed by scripts/install_hooks.sh
exec "$(git rev-parse --show-toplevel)/scripts/scan_staged.sh"
EOF
chmod +x "$hook"
echo "secret-scan hook installed: $hook"
