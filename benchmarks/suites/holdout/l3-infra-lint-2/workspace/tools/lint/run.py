#!/usr/bin/env python3
"""Runs each check module in tools/lint/checks and collects the findings."""
import argparse
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load(path):
    spec = importlib.util.spec_from_file_location(os.path.basename(path)[:-3], path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="build/lint")
    args = ap.parse_args()
    ctx = {"root": os.getcwd(), "out": args.out}
    findings = []
    checks_dir = os.path.join(HERE, "checks")
    for name in sorted(os.listdir(checks_dir)):
        if name.endswith(".py") and not name.startswith("_"):
            mod = load(os.path.join(checks_dir, name))
            for f in mod.run(ctx):
                findings.append((name[:-3],) + tuple(f))
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "report.txt"), "w") as fh:
        for check, where, msg in findings:
            line = f"[{check}] {where}: {msg}"
            print(line)
            fh.write(line + "\n")
    errors = [f for f in findings if not f[2].startswith("skipped")]
    print(f"{len(errors)} problem(s), {len(findings) - len(errors)} skipped check(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
