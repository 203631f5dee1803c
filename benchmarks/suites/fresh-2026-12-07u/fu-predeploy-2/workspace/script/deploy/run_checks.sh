#!/usr/bin/env bash
# Runs each check, collecting "name|status|detail" lines, then renders the report.
set -uo pipefail
DEST="$1"
RESULTS="tmp/predeploy.results"
: > "$RESULTS"

record() { echo "$1|$2|$3" >> "$RESULTS"; }

# 1. pending migrations: every db/migrate version must be <= schema version
schema_v=$(grep -o 'version: [0-9_]*' db/schema.rb | tr -d '_' | awk '{print $2}')
pending=""
for f in db/migrate/*.rb; do
  v=$(basename "$f" | cut -d_ -f1)
  [ "$v" -gt "$schema_v" ] && pending="$pending $(basename "$f" .rb)"
done
if [ -n "$pending" ]; then record migrations WARN "not in schema.rb:$pending"; else record migrations OK "schema at $schema_v"; fi

# 2. credentials needed by config/deploy.yml
for k in $(awk '/secret:/{f=1;next} f && /- /{print $2}' config/deploy.yml); do
  if grep -q "^$k=" .env 2>/dev/null; then record "secret:$k" OK "set"; else record "secret:$k" FAIL "missing from .env"; fi
done

# 3. master key present
[ -s config/master.key ] && record master_key OK "present" || record master_key FAIL "config/master.key missing"

python3 script/deploy/lib/report.py "$DEST" "$RESULTS"
