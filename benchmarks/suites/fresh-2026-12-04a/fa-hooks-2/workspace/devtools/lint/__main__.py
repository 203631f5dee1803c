"""Tiny linter: trailing whitespace, tabs, and lines over 100 columns."""
import sys
from pathlib import Path


def main(paths):
    problems = 0
    for root in paths:
        for f in sorted(Path(root).rglob("*.py")):
            for n, line in enumerate(f.read_text().splitlines(), 1):
                if line.rstrip() != line:
                    print(f"{f}:{n}: trailing whitespace"); problems += 1
                if "\t" in line:
                    print(f"{f}:{n}: tab character"); problems += 1
                if len(line) > 100:
                    print(f"{f}:{n}: line too long ({len(line)})"); problems += 1
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["."]))
