#!/usr/bin/env python3
"""license_check.py - check dependency licenses against the project license policy.

Reads license metadata from tools/license-db.json (refreshed weekly by CI from PyPI),
prints a compatibility table and writes a THIRD_PARTY_NOTICES file.
"""
import argparse
import datetime
import json
import os
import re
import sys

POLICY = {
    "Apache-2.0": {"allow": {"MIT", "BSD-2-Clause", "BSD-3-Clause", "Apache-2.0", "ISC", "PSF-2.0", "MPL-2.0"},
                   "deny": {"GPL-2.0-only", "GPL-2.0-or-later", "GPL-3.0-only", "AGPL-3.0-only", "LGPL-3.0-only"}},
}
PIN = re.compile(r"^\s*([A-Za-z0-9_.\-]+)\s*==\s*([A-Za-z0-9_.\-]+)")
DB = os.path.join(os.path.dirname(__file__), "license-db.json")


def load_pins(path):
    pins = []
    with open(path) as f:
        for line in f:
            m = PIN.match(line.split("#", 1)[0])
            if m:
                pins.append((m.group(1), m.group(2)))
    return pins


def classify(pins, db, project_license):
    pol = POLICY[project_license]
    rows = []
    for name, ver in pins:
        lic = db.get(name.lower(), {}).get("license", "UNKNOWN")
        if lic in pol["allow"]:
            status = "ok"
        elif lic in pol["deny"]:
            status = "INCOMPATIBLE"
        else:
            status = "review"
        rows.append((name, ver, lic, status))
    return rows


def write_notices(path, rows, db):
    with open(path, "w") as f:
        f.write("# Third-party notices\n\n")
        f.write(f"Generated {datetime.date.today().isoformat()} by tools/license_check.py.\n\n")
        for name, ver, lic, status in rows:
            meta = db.get(name.lower(), {})
            f.write(f"## {name} {ver}\n\n- License: {lic}\n- Home: {meta.get('home', 'n/a')}\n")
            if meta.get("copyright"):
                f.write(f"- {meta['copyright']}\n")
            f.write("\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("requirements")
    ap.add_argument("--project-license", default="Apache-2.0")
    ap.add_argument("--notices", default="THIRD_PARTY_NOTICES.md")
    a = ap.parse_args()
    with open(DB) as f:
        db = json.load(f)
    rows = classify(load_pins(a.requirements), db, a.project_license)
    for name, ver, lic, status in rows:
        print(f"{name:<22}{ver:<12}{lic:<20}{status}")
    write_notices(a.notices, rows, db)
    bad = [r for r in rows if r[3] == "INCOMPATIBLE"]
    print(f"\n{len(rows)} packages, {len(bad)} incompatible with {a.project_license}; notices -> {a.notices}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
