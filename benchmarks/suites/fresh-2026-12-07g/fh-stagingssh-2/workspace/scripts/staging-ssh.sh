#!/usr/bin/env bash
# Add the staging host (through the bastion) to ~/.ssh/config, as described
# in docs/staging.md.  Idempotent.
set -euo pipefail
cfg="$HOME/.ssh/config"
mkdir -p "$HOME/.ssh"
chmod 700 "$HOME/.ssh"
touch "$cfg"
chmod 600 "$cfg"

if ! grep -q '^Host acme-staging$' "$cfg"; then
  cat >> "$cfg" <<'EOF'

# added by acme-api scripts/staging-ssh.sh
Host acme-bastion
    HostName bastion.acme.example.com
    User deploy
    IdentityFile ~/.ssh/id_ed25519

Host acme-staging
    HostName staging.acme.example.com
    User deploy
    ProxyJump acme-bastion
    IdentityFile ~/.ssh/id_ed25519
EOF
  echo "staging-ssh: added acme-staging to $cfg"
else
  echo "staging-ssh: acme-staging already in $cfg"
fi

echo "staging-ssh: ask #infra to add your ~/.ssh/id_ed25519.pub on the bastion, then: ssh acme-staging"
