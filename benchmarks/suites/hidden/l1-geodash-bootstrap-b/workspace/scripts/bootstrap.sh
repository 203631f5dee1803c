#!/usr/bin/env bash
# One-time setup of a development checkout.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p var .cache/tiles
[ -f .env.local ] || cp .env.example .env.local
echo "created .env.local and cache folders"
# offer the line for ~/.bashrc, but leave the user's dotfiles alone
mkdir -p .devenv
printf '[ -f "%s/scripts/devenv.sh" ] && . "%s/scripts/devenv.sh"  # geodash\n' "$PWD" "$PWD" > .devenv/bashrc.snippet
echo "dev environment ready; to load it in every shell, append .devenv/bashrc.snippet to your ~/.bashrc"
