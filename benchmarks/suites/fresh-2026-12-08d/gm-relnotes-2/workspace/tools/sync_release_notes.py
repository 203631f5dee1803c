#!/usr/bin/env python3
"""Copy per-locale release notes from release-notes/<version>.md into the
fastlane deliver metadata (fastlane/metadata/<locale>/release_notes.txt).

    python3 tools/sync_release_notes.py release-notes/4.12.md
"""
import pathlib
import re
import shutil
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
META = ROOT / "fastlane" / "metadata"
LOCALE = re.compile(r"^##\s+([a-z]{2}(?:-[A-Za-z]{2,4})?)\s*$")
MAX_LEN = 4000  # App Store limit for "What's New"


def parse(md):
    notes, cur = {}, None
    for line in md.splitlines():
        m = LOCALE.match(line)
        if m:
            cur = m.group(1)
            notes[cur] = []
        elif cur and line.strip():
            notes[cur].append(line.rstrip())
    return {k: "\n".join(v) for k, v in notes.items() if v}


def locales():
    return sorted(p for p in META.iterdir() if p.is_dir() and (p / "name.txt").exists())


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    notes = parse(pathlib.Path(sys.argv[1]).read_text(encoding="utf-8"))
    if not notes:
        sys.exit("no '## <locale>' sections found")
    for loc, text in notes.items():
        folder = META / loc
        if not folder.is_dir():
            print(f"skip {loc}: no metadata folder")
            continue
        if len(text) > MAX_LEN:
            sys.exit(f"{loc}: release notes are {len(text)} chars, limit is {MAX_LEN}")
        (folder / "release_notes.txt").write_text(text + "\n", encoding="utf-8")
        print(f"{loc}: {len(text.splitlines())} lines")

    rest = [p.name for p in locales() if p.name not in notes]
    if rest:
        print("left as they are: " + ", ".join(rest))


if __name__ == "__main__":
    main()
