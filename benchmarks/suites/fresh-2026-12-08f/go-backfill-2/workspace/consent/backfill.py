#!/usr/bin/env python3
"""Replay consent webhook events from spool/ into data/consent_ledger.jsonl (idempotent by event_id)."""
import argparse
import datetime
import json
import pathlib
def day(s):
    if s == "today":
        return datetime.date.today()
    if s == "yesterday":
        return datetime.date.today() - datetime.timedelta(days=1)
    return datetime.date.fromisoformat(s)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--from", dest="start", required=True)
    ap.add_argument("--to", dest="end", required=True)
    ap.add_argument("--quiet", action="store_true")
    args = ap.parse_args()
    root = pathlib.Path(args.root)
    ledger_path = root / "data/consent_ledger.jsonl"
    known = {json.loads(l)["event_id"] for l in ledger_path.read_text().splitlines() if l.strip()}
    added = skipped = 0
    d = day(args.start)
    with ledger_path.open("a") as ledger:
        while d <= day(args.end):
            f = root / "spool" / f"consent-{d.isoformat()}.jsonl"
            if f.exists():
                for line in f.read_text().splitlines():
                    if not line.strip():
                        continue
                    ev = json.loads(line)
                    if ev["event_id"] in known:
                        skipped += 1
                        continue
                    ledger.write(json.dumps(ev) + "\n")
                    known.add(ev["event_id"])
                    added += 1
            elif not args.quiet:
                print(f"no spool file for {d}")
            d += datetime.timedelta(days=1)
    state = root / "var/backfill_state.json"
    state.write_text(json.dumps({"last_run": datetime.datetime.now().isoformat(timespec="seconds"),
                                 "from": args.start, "to": args.end, "added": added}) + "\n")
    if not args.quiet:
        print(f"replayed {added} consent events ({skipped} already in ledger)")


if __name__ == "__main__":
    main()
