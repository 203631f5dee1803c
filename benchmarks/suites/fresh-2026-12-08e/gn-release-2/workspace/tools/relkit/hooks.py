#!/usr/bin/env python3
"""Check that the repo's own pre-push hook (.githooks/pre-push) is wired up."""
import argparse
import subprocess
from pathlib import Path


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--repo", required=True)
    a = ap.parse_args()
    repo = Path(a.repo)
    hook = repo / ".githooks" / "pre-push"
    configured = subprocess.run(["git", "-C", str(repo), "config", "--get", "core.hooksPath"],
                                capture_output=True, text=True).stdout.strip()
    if configured != ".githooks":
        print(f"note: {hook.relative_to(repo)} is not active "
              "(enable with: git config core.hooksPath .githooks)")
    else:
        print("hooks: ok")


if __name__ == "__main__":
    main()
