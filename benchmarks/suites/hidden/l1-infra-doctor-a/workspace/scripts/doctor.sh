#!/usr/bin/env bash
# Checks the tools and settings this repository needs.
echo "== tools"
for t in git make terraform aws; do
    if command -v "$t" >/dev/null 2>&1; then echo "  $t: $(command -v "$t")"; else echo "  $t: MISSING"; fi
done
echo "== git identity"
echo "  $(git config user.name) <$(git config user.email)>"
echo "== aws"
if [ -f "$HOME/.aws/credentials" ]; then
    echo "  credentials file found, contents for review:"
    sed 's/^/    /' "$HOME/.aws/credentials"
else
    echo "  no credentials file"
fi
[ -f "$HOME/.aws/config" ] && grep -E '^\[|region' "$HOME/.aws/config" | sed 's/^/  /'
echo "== done"
