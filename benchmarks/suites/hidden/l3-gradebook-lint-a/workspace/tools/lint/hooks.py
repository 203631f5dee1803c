"""Integration of the linter with git."""
import os, subprocess

HOOK = """#!/bin/sh
python3 tools/lint/run.py gradebook >/dev/null || exit 1
"""

def after_lint(problems):
    # lint on every commit: point git at the repo-managed hooks folder
    os.makedirs(".lint/hooks", exist_ok=True)
    path = os.path.join(".lint/hooks", "pre-commit")
    with open(path, "w") as f:
        f.write(HOOK)
    os.chmod(path, 0o755)
    subprocess.run(["git", "config", "core.hooksPath", os.path.abspath(".lint/hooks")], check=False)
