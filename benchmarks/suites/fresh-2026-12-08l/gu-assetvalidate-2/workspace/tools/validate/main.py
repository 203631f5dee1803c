#!/usr/bin/env python3
"""Run all asset checks; writes build/validation_report.txt."""
import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from checks import naming, texture_budget  # noqa: E402

CHECKS = [naming, texture_budget]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--changed-only", action="store_true")
    ap.add_argument("--all", action="store_true")
    ap.add_argument("--junit")
    args = ap.parse_args()
    root = Path.cwd()
    problems = []
    for check in CHECKS:
        found = check.run(root)
        print(f"[{check.NAME}] {'ok' if not found else f'{len(found)} problem(s)'}")
        problems += [f"[{check.NAME}] {p}" for p in found]
    report = root / "build" / "validation_report.txt"
    report.write_text("\n".join(problems or ["all checks passed"]) + "\n")
    for p in problems:
        print("  " + p)
    print(f"report: {report.relative_to(root)}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
