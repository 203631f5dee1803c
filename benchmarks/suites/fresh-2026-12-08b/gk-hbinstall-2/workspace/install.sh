#!/usr/bin/env bash
# install hb for the current user
set -euo pipefail
cd "$(dirname "$0")"
bindir="$HOME/.local/bin"
mkdir -p "$bindir"
install -m 0755 bin/hb "$bindir/hb"
echo "installed $bindir/hb"

rc="$HOME/.bashrc"
touch "$rc"
if ! grep -q 'homebox-cli' "$rc"; then
    cat >>"$rc" <<'EOF'

# >>> homebox-cli >>>
case ":$PATH:" in *":$HOME/.local/bin:"*) ;; *) export PATH="$HOME/.local/bin:$PATH" ;; esac
# <<< homebox-cli <<<
EOF
    echo "updated $rc (open a new shell or: source ~/.bashrc)"
fi
