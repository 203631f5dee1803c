"""Read commits from git and split conventional-commit subjects."""
import re
import subprocess
from dataclasses import dataclass

SUBJECT = re.compile(r"^(?P<type>\w+)(?:\((?P<scope>[^)]+)\))?(?P<bang>!)?:\s*(?P<desc>.+)$")


@dataclass
class Commit:
    sha: str
    type: str
    scope: str
    desc: str
    breaking: bool
    author: str
    email: str


def git(*args):
    return subprocess.run(["git", *args], check=True, capture_output=True, text=True).stdout


def commits(rev_range):
    out = []
    log = git("log", "--no-merges", "--format=%H%x1f%s%x1f%an%x1f%ae%x1f%b%x1e", rev_range)
    for rec in log.split("\x1e"):
        rec = rec.strip("\n")
        if not rec:
            continue
        sha, subject, author, email, body = rec.split("\x1f")
        m = SUBJECT.match(subject)
        if not m:
            out.append(Commit(sha, "other", "", subject, False, author, email))
            continue
        breaking = bool(m.group("bang")) or "BREAKING CHANGE:" in body
        out.append(Commit(sha, m.group("type"), m.group("scope") or "", m.group("desc"), breaking, author, email))
    return out
