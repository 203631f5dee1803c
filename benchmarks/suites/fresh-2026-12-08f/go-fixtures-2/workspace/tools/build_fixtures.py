#!/usr/bin/env python3
"""Build tests/fixtures/events.jsonl from a raw events sample, masked exactly as prod masks it."""
import argparse
import json
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from pipeline.mask import FIELDS_FILE, load_fields, mask_event  # noqa: E402
def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--salt", default="fixtures-not-a-secret")
    args = ap.parse_args()
    fields = load_fields()
    seen = set()
    out = []
    for line in open(args.src):
        if not line.strip():
            continue
        ev = json.loads(line)
        seen.update(ev)
        out.append(mask_event(ev, fields, args.salt))
    pathlib.Path(args.out).write_text("".join(json.dumps(e) + "\n" for e in out))
    print(f"{len(out)} events -> {args.out} ({len(fields)} masked fields)")


if __name__ == "__main__":
    main()
