"""Deprecated spellings: Ansible keywords in task files, and sshd options in
templates (OpenSSH >= 8.7 warns about them and the molecule run treats
`sshd -t` warnings as failures)."""
import re

RULE = "deprecated"

YAML_RENAMES = [
    (re.compile(r"^(\s*-?\s*)include:", re.M), r"\1include_tasks:"),
]

SSHD_RENAMES = [
    (re.compile(r"^(\s*)ChallengeResponseAuthentication\b", re.M),
     r"\1KbdInteractiveAuthentication"),
    (re.compile(r"^(\s*)PermitRootLogin\s+without-password\b", re.M),
     r"\1PermitRootLogin prohibit-password"),
]

SSHD_DEPRECATED = re.compile(
    r"^\s*(ChallengeResponseAuthentication\b|PermitRootLogin\s+without-password\b)")


def _table(path):
    if path.endswith(".j2") and "sshd" in path:
        return SSHD_RENAMES
    if path.endswith((".yml", ".yaml")):
        return YAML_RENAMES
    return []


def check(path, text):
    for i, line in enumerate(text.split("\n"), 1):
        if path.endswith((".yml", ".yaml")) and re.match(r"^\s*-?\s*include:", line):
            yield i, "`include` is deprecated, use `include_tasks`"
        if path.endswith(".j2") and "sshd" in path and SSHD_DEPRECATED.match(line):
            yield i, "deprecated sshd option: %s" % line.strip()


def fix(path, text):
    for pattern, repl in _table(path):
        text = pattern.sub(repl, text)
    return text
