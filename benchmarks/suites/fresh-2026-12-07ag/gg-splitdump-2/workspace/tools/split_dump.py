#!/usr/bin/env python3
"""Split a mysqldump file into one file per table (header + table section).

    tools/split_dump.py DUMP [--out DIR]
"""
import argparse
import re
import sys
from pathlib import Path

SECTION = re.compile(r"^-- Table structure for table `([^`]+)`", re.M)


def split(text):
    marks = list(SECTION.finditer(text))
    if not marks:
        raise SystemExit("no table sections found: is this a mysqldump file?")
    # the header runs up to the "--" line before the first section
    header = text[: text.rfind("--\n", 0, marks[0].start())]
    for i, m in enumerate(marks):
        start = text.rfind("--\n", 0, m.start())
        end = text.rfind("--\n", 0, marks[i + 1].start()) if i + 1 < len(marks) else len(text)
        yield m.group(1), header + text[start:end]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dump", type=Path)
    ap.add_argument("--out", type=Path, help="output folder (default: split/ next to the dump)")
    args = ap.parse_args()

    out = args.out or args.dump.parent / "split"
    out.mkdir(parents=True, exist_ok=True)
    text = args.dump.read_text(encoding="utf-8")
    n = 0
    for table, body in split(text):
        (out / f"{table}.sql").write_text(body, encoding="utf-8")
        print(f"{table:<24} {len(body):>10} bytes")
        n += 1
    print(f"{n} tables written to {out}/")
    return 0


if __name__ == "__main__":
    sys.exit(main())
