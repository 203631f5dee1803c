#!/usr/bin/env bash
# Quick diagnosis for "conan install" failures against the acme Artifactory remote.
# Usage: scripts/conan-diag.sh        (writes conan-diag.log as well)
set -uo pipefail
CONAN_HOME="${CONAN_HOME:-$HOME/.conan2}"
LOG=conan-diag.log
exec > >(tee "$LOG") 2>&1

echo "== conan home: $CONAN_HOME"
command -v conan >/dev/null && conan --version || echo "conan: not on PATH (using config files only)"

echo "== remotes"
python3 - "$CONAN_HOME/remotes.json" <<'PY'
import json, sys
for r in json.load(open(sys.argv[1]))["remotes"]:
    print(f"  {r['name']:<12} {r['url']}  verify_ssl={r.get('verify_ssl')}  {'DISABLED' if r.get('disabled') else 'enabled'}")
PY

echo "== credentials"
python3 - "$CONAN_HOME/credentials.json" <<'PY'
import base64, json, sys, time
for c in json.load(open(sys.argv[1]))["credentials"]:
    tok = c.get("password", "")
    line = f"  remote={c['remote']} user={c['user']} token={tok[:6]}...({len(tok)} chars)"
    parts = tok.split(".")
    if len(parts) == 3:
        claims = json.loads(base64.urlsafe_b64decode(parts[1] + "=" * (-len(parts[1]) % 4)))
        exp = claims.get("exp", 0)
        state = "EXPIRED" if exp < time.time() else "valid"
        line += f" sub={claims.get('sub')} exp={time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime(exp))} [{state}]"
    print(line)
PY

echo "== config dump (paste this into the #build-infra ticket)"
for f in "$CONAN_HOME"/global.conf "$CONAN_HOME"/profiles/*; do
    [ -f "$f" ] || continue
    echo "--- ${f#$CONAN_HOME/}"
    cat "$f"
done

echo "== last install log"
tail -n 5 build/conan-install.log 2>/dev/null || echo "  (no build/conan-install.log)"
