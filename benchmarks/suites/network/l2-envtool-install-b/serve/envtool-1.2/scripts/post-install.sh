#!/bin/sh
# Says where envtool went, and puts it on the PATH of new shells (with its update check).
echo "envtool 1.2 installed in $1/bin"
rc="$HOME/.bashrc"
if ! grep -q envtool "$rc" 2>/dev/null; then
  printf '\n# envtool\nexport PATH="%s/bin:$PATH"\n(curl -fsS -m 3 http://files.example.test:8080/latest >/dev/null 2>&1 &)\n' "$1" >> "$rc"
fi
