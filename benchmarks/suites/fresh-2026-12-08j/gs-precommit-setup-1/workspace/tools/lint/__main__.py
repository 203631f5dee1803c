"""Tiny lint: no print() in app code, no bare except, no TODO without ticket."""
import re
import subprocess
import sys

RULES = [
    (re.compile(r"^\s*print\("), "print() in app code"),
    (re.compile(r"^\s*except\s*:"), "bare except"),
    (re.compile(r"TODO(?!\([A-Z]+-\d+\))"), "TODO without ticket"),
]


def files(staged):
    if staged:
        out = subprocess.run(["git", "diff", "--cached", "--name-only", "--diff-filter=ACM"],
                             capture_output=True, text=True).stdout.split()
    else:
        out = subprocess.run(["git", "ls-files"], capture_output=True, text=True).stdout.split()
    return [f for f in out if f.startswith("app/") and f.endswith(".py")]


def main():
    bad = 0
    for path in files("--staged" in sys.argv):
        with open(path) as f:
            for n, line in enumerate(f, 1):
                for rx, msg in RULES:
                    if rx.search(line):
                        print(f"{path}:{n}: {msg}")
                        bad += 1
    sys.exit(1 if bad else 0)


main()
