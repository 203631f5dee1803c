#!/usr/bin/env python3
"""Assemble CHANGELOG.md from the news fragments in .changes/ (towncrier style)."""
import argparse, datetime, os, sys

KINDS = [("feature", "Features"), ("bugfix", "Bug fixes"), ("doc", "Documentation")]


def collect(folder):
    items = {k: [] for k, _ in KINDS}
    used = []
    for name in sorted(os.listdir(folder)):
        parts = name.split(".")
        if len(parts) != 3 or parts[1] not in items:
            continue
        with open(os.path.join(folder, name)) as f:
            items[parts[1]].append(f"- {f.read().strip()} (#{parts[0]})")
        used.append(os.path.join(folder, name))
    return items, used


def section(version, items):
    out = [f"## {version} ({datetime.date.today().isoformat()})"]
    for kind, title in KINDS:
        if items[kind]:
            out.append(f"### {title}")
            out.extend(items[kind])
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--version", required=True)
    ap.add_argument("--fragments", default=".changes")
    ap.add_argument("--output", default="CHANGELOG.md")
    a = ap.parse_args()
    items, used = collect(a.fragments)
    if not used:
        sys.exit("no fragments to assemble")
    with open(a.output) as f:
        text = f.read()
    head, sep, rest = text.partition("\n## ")
    new = head.rstrip() + "\n\n" + section(a.version, items) + ("\n## " + rest if sep else "")
    with open(a.output, "w") as f:
        f.write(new)
    for p in used:
        os.remove(p)
    print(f"{a.output}: added {a.version} from {len(used)} fragments")


if __name__ == "__main__":
    main()
