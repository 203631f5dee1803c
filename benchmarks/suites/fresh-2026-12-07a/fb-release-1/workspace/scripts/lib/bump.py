#!/usr/bin/env python3
"""Apply the version-bump rules in bump-rules.json and roll CHANGELOG.md."""
import datetime
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def apply_rules(version):
    with open(os.path.join(HERE, "bump-rules.json")) as f:
        rules = json.load(f)["rules"]
    for rule in rules:
        path = rule["path"]
        with open(path) as f:
            text = f.read()
        pattern = re.compile(rule["pattern"], re.M)
        repl = rule["replace"].replace("{version}", version)
        new, n = pattern.subn(repl, text, count=rule.get("count", 0))
        if n == 0:
            sys.exit(f"bump: rule for {path} matched nothing: {rule['pattern']}")
        with open(path, "w") as f:
            f.write(new)
        print(f"bump: {path} ({n} replacement(s))")


def roll_changelog(version):
    path = "CHANGELOG.md"
    with open(path) as f:
        text = f.read()
    today = datetime.date.today().isoformat()
    head = "## Unreleased\n"
    if head not in text:
        sys.exit("bump: CHANGELOG.md has no '## Unreleased' section")
    text = text.replace(head, f"{head}\n## {version} - {today}\n", 1)
    with open(path, "w") as f:
        f.write(text)
    print(f"bump: {path} (rolled Unreleased into {version})")


if __name__ == "__main__":
    v = sys.argv[1]
    apply_rules(v)
    roll_changelog(v)
