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
    n=$(grep -c '^aws_access_key_id' "$HOME/.aws/credentials")
    echo "  credentials file found ($n access key(s); values not shown)"
    perm=$(stat -c %a "$HOME/.aws/credentials")
    [ "$perm" = 600 ] || echo "  note: credentials file mode is $perm, 600 is recommended"
else
    echo "  no credentials file"
fi
[ -f "$HOME/.aws/config" ] && grep -E 'region' "$HOME/.aws/config" | sed 's/^/  /'
echo "== done"
