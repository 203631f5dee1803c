#!/usr/bin/env python3
import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import edit  # noqa: E402


def main():
    ap = argparse.ArgumentParser(prog="policyctl")
    sub = ap.add_subparsers(dest="cmd", required=True)
    a = sub.add_parser("add-statement")
    a.add_argument("file")
    a.add_argument("--sid", required=True)
    a.add_argument("--effect", default="Allow", choices=("Allow", "Deny"))
    a.add_argument("--action", action="append", required=True)
    a.add_argument("--resource", action="append", required=True)
    v = sub.add_parser("validate")
    v.add_argument("files", nargs="+")
    args = ap.parse_args()
    if args.cmd == "add-statement":
        edit.add_statement(args.file, args.sid, args.effect, args.action, args.resource)
    else:
        bad = 0
        for f in args.files:
            problems = edit.validate_file(f)
            for p in problems:
                print(f"{f}: {p}")
            bad += len(problems)
            if not problems:
                print(f"{f}: OK")
        sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
