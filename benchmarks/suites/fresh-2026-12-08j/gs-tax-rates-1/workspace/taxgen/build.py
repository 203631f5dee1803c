import csv
import os
from decimal import Decimal

from taxgen import emit, fixtures


def read_table(path):
    with open(path, newline="") as f:
        return {r["country"]: (Decimal(r["standard"]), Decimal(r["reduced"])) for r in csv.DictReader(f)}


def read_current(dest):
    ns = {}
    if os.path.exists(dest):
        with open(dest) as f:
            exec(compile(f.read(), dest, "exec"), ns)
    return {c: (ns["STANDARD"][c], ns["REDUCED"][c]) for c in ns.get("STANDARD", {})}


def build(src, dest):
    table = read_table(src)
    for c, (s, r) in table.items():
        if not (Decimal("0") <= r <= s < Decimal("0.35")):
            raise SystemExit(f"{src}: implausible rates for {c}: {s} / {r}")
    old = read_current(dest)
    changed = {c: (old.get(c), v) for c, v in table.items() if old.get(c) != v}
    emit.write(dest, table, os.path.basename(src))
    for c, (was, now) in sorted(changed.items()):
        print(f"  {c}: {was[0] if was else '-'} / {was[1] if was else '-'} -> {now[0]} / {now[1]}")
    print(f"wrote {dest}: {len(table)} countries, {len(changed)} changed")
    fixtures.after_build(changed)
