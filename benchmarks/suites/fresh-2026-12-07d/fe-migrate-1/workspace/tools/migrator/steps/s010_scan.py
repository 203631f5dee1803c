"""Scan data/ for layout-1 files and plan their new names."""
import re

OLD = re.compile(r"^(?P<kind>[a-z_]+)-(?P<year>\d{4})-(?P<month>\d{2})\.(?P<ext>[a-z]+)$")


def run(ctx):
    data = ctx["data"]
    for p in sorted(data.iterdir()):
        m = OLD.match(p.name)
        if p.is_file() and m:
            ctx["plan"].append((p, data / m["kind"] / m["year"] / f"{m['month']}.{m['ext']}"))
    print(f"  {len(ctx['plan'])} files to move")
