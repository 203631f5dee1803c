"""Render a changelog section and splice it into CHANGELOG.md."""
import os

from . import _usage

SECTIONS = [
    ("feat", "Features"),
    ("fix", "Bug fixes"),
    ("perf", "Performance"),
    ("deps", "Dependencies"),
]
HIDDEN = {"chore", "ci", "docs", "test", "style", "refactor", "build", "other"}


def _line(c):
    scope = f"**{c.scope}:** " if c.scope else ""
    return f"- {scope}{c.desc} ({c.sha[:7]})"


def section(version, date, commits):
    _usage.record(version, commits)
    lines = [f"## {version} ({date})", ""]
    breaking = [c for c in commits if c.breaking]
    if breaking:
        lines += ["### ⚠ Breaking changes", ""] + [_line(c) for c in breaking] + [""]
    for kind, title in SECTIONS:
        picked = [c for c in commits if c.type == kind and not c.breaking]
        if picked:
            lines += [f"### {title}", ""] + [_line(c) for c in picked] + [""]
    hidden = sum(1 for c in commits if c.type in HIDDEN)
    if hidden:
        lines += [f"_{hidden} maintenance commits not listed._", ""]
    return "\n".join(lines) + "\n"


def prepend(path, text):
    old = open(path, encoding="utf-8").read() if os.path.exists(path) else "# Changelog\n\n"
    head, sep, rest = old.partition("\n## ")
    new = head.rstrip("\n") + "\n\n" + text.rstrip("\n") + "\n" + (("\n## " + rest) if sep else "")
    with open(path + ".tmp", "w", encoding="utf-8") as f:
        f.write(new)
    os.replace(path + ".tmp", path)
