#!/usr/bin/env bash
# doctor.sh - quick environment check for webshop-frontend contributors.
# Prints what is installed and how npm is configured; a copy goes to build/doctor.txt.
mkdir -p build
exec > >(tee build/doctor.txt) 2>&1

want_node=$(cat .nvmrc 2>/dev/null || echo "?")
check() {
  if command -v "$1" >/dev/null 2>&1; then
    printf '  %-8s %s\n' "$1" "$("$1" --version 2>&1 | head -n1)"
  else
    printf '  %-8s MISSING\n' "$1"
  fi
}

echo "== tools (node wanted: $want_node)"
for t in node npm git python3 make; do check "$t"; done

echo "== git identity"
printf '  user: %s <%s>\n' "$(git config --global user.name)" "$(git config --global user.email)"

echo "== npm registry"
rc="$HOME/.npmrc"
if [[ -f $rc ]]; then
  reg=$(sed -n 's/^registry=//p' "$rc")
  echo "  registry: ${reg:-https://registry.example.com/ (default)}"
  if grep -q '_authToken=' "$rc"; then
    tok=$(sed -n 's/.*_authToken=//p' "$rc" | head -n1)
    echo "  auth: token configured (${tok:0:4}...${tok: -2}, ${#tok} chars)"
  else
    echo "  auth: none (npm login needed for @acme packages)"
  fi
else
  echo "  ~/.npmrc: not found"
fi

echo "== workspace"
if [[ -d node_modules ]]; then echo "  node_modules: present"; else echo "  node_modules: missing (run npm ci)"; fi
if [[ -f package-lock.json ]]; then echo "  lockfile: package-lock.json"; fi
