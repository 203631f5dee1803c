import argparse
import datetime
import sys

from . import collect, render


def main():
    ap = argparse.ArgumentParser(prog="relnotes")
    ap.add_argument("--range", required=True, help="git revision range, e.g. v1.7.0..HEAD")
    ap.add_argument("--version", required=True)
    ap.add_argument("--changelog", default="CHANGELOG.md")
    ap.add_argument("--date", default=datetime.date.today().isoformat())
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args()

    commits = collect.commits(args.range)
    if not commits:
        print("relnotes: no commits in range, nothing to do", file=sys.stderr)
        return 1
    section = render.section(args.version, args.date, commits)
    if args.dry_run:
        sys.stdout.write(section)
        return 0
    render.prepend(args.changelog, section)
    print(f"relnotes: added {args.version} to {args.changelog} ({len(commits)} commits)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
