#!/bin/sh
# render-ssh.sh HOSTS OUT -- render the ssh config fragment for this repo's hosts
set -eu
hosts=${1:-hosts.toml}
out=${2:-$HOME/.ssh/config.d/infra.conf}
cd "$(dirname "$0")/.."
exec python3 -m sshgen --hosts "$hosts" --out "$out"
