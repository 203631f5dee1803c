#!/bin/sh
# collect.sh QUARTER - gather SOC2 evidence into evidence/QUARTER/ for the auditors' portal
set -e
Q="${1:?usage: collect.sh QUARTER (e.g. q4)}"
cd "$(dirname "$0")/.."
exec python3 compliance/collect.py --quarter "$Q" --out "evidence/$Q"
