#!/usr/bin/env python3
"""Insert an [Unreleased] section into CHANGELOG.md built from conventional commits.

    python3 scripts/changelog.py --since v1.4.0 [--file CHANGELOG.md]
"""
import argparse
import re
import subprocess
from pathlib import Path

SECTIONS = {"feat": "Added", "fix": "Fixed", "perf": "Changed", "refactor": "Changed",
            "docs": "Documentation"}
ORDER = ("Added", "Changed", "Fixed", "Documentation")
SKIP = {"chore", "ci", "test", "style", "build", "release"}
CONV = re.compile(r"(?P<kind>\w+)(\([^)]*\))?!?:\s*(?P<text>.+)")


def commits(since):
    out = subprocess.run(
        ["git", "log", f"{since}..HEAD", "--no-merges", "--reverse", "--pretty=%s"],
        check=True, capture_output=True, text=True).stdout
    return [line.strip() for line in out.splitlines() if line.strip()]


def group(subjects):
    groups = {}
    for subject in subjects:
        m = CONV.match(subject)
        if not m:
            groups.setdefault("Changed", []).append(subject)
            continue
        if m["kind"] in SKIP:
            continue
        groups.setdefault(SECTIONS.get(m["kind"], "Changed"), []).append(m["text"])
    return groups


def render(groups):
    lines = ["## [Unreleased]"]
    for title in ORDER:
        if title in groups:
            lines.append(f"### {title}")
            lines += [f"- {t}" for t in groups[title]]
    return "\n".join(lines) + "\n"


def split(text):
    """Return (preamble, [release sections]) -- each section starts with '## ['."""
    parts = re.split(r"(?m)^(?=## \[)", text)
    head, sections = parts[0], parts[1:]
    # re-running the script replaces the previous Unreleased section
    sections = [s for s in sections if not s.startswith("## [Unreleased]")]
    return head, sections

# The full history is on the GitHub releases page; keep the file short so
# the PyPI long_description stays readable.
KEEP_RELEASES = 2


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--since", required=True, help="tag of the last release")
    ap.add_argument("--file", default="CHANGELOG.md")
    args = ap.parse_args()

    path = Path(args.file)
    head, sections = split(path.read_text())
    groups = group(commits(args.since))
    n = sum(len(v) for v in groups.values())
    path.write_text(head.rstrip() + "\n\n" + render(groups) + "\n"
                    + "".join(sections[:KEEP_RELEASES]))
    print(f"{path}: Unreleased section with {n} entries since {args.since}")


if __name__ == "__main__":
    main()
