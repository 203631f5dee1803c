"""Whitespace tidy for hand-written manifests touched by our tools.

Also drops fields that are set to their Kubernetes default value so that the
manifests only show what differs from the defaults (see defaults.py).
"""
import re

from deploy.tools.kyaml.defaults import DEFAULTS


def _is_default(line: str) -> bool:
    m = re.match(r"^\s*([A-Za-z]+):\s*(\S+)\s*$", line)
    return bool(m) and DEFAULTS.get(m.group(1)) == m.group(2)


def tidy(text: str) -> str:
    lines = [line.rstrip() for line in text.split("\n") if not _is_default(line)]
    while lines and lines[-1] == "":
        lines.pop()
    return "\n".join(lines) + "\n"
