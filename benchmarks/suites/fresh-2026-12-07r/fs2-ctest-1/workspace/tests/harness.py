#!/usr/bin/env python3
"""Run a C test binary, parse PASS/FAIL lines, and write a JUnit report."""
import argparse, os, subprocess, sys
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from harness_lib import reporter


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("binary")
    ap.add_argument("--junit")
    a = ap.parse_args()
    p = subprocess.run([os.path.abspath(a.binary)], capture_output=True, text=True)
    cases = []
    for line in p.stdout.splitlines():
        st, _, name = line.partition(" ")
        if st in ("PASS", "FAIL"):
            cases.append((name, st == "PASS"))
    for name, ok in cases:
        print(f"{'ok  ' if ok else 'FAIL'} {name}")
    failed = [n for n, ok in cases if not ok]
    print(f"{len(cases) - len(failed)}/{len(cases)} passed")
    if a.junit:
        reporter.write_junit(a.junit, os.path.basename(a.binary), cases)
    sys.exit(1 if failed or p.returncode else 0)


if __name__ == "__main__":
    main()
