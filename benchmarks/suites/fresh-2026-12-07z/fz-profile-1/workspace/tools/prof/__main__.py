import argparse
import sys

from . import runner

TARGETS = {
    "matcher": ("bench.matcher_bench", "run"),
}


def main():
    ap = argparse.ArgumentParser(prog="prof")
    ap.add_argument("--target", choices=sorted(TARGETS), required=True)
    ap.add_argument("--out", default="profiles")
    ap.add_argument("--top", type=int, default=25)
    args = ap.parse_args()
    module, func = TARGETS[args.target]
    summary = runner.profile(args.target, module, func, args.out, args.top)
    print(summary)
    return 0


if __name__ == "__main__":
    sys.exit(main())
