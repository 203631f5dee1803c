import argparse
import sys

from . import installer


def main(argv=None):
    p = argparse.ArgumentParser(prog="devtools.hooks")
    sub = p.add_subparsers(dest="cmd", required=True)
    inst = sub.add_parser("install", help="install the git hooks")
    inst.add_argument("--force", action="store_true", help="overwrite hooks that were not written by us")
    sub.add_parser("uninstall", help="remove the git hooks")
    args = p.parse_args(argv)
    if args.cmd == "install":
        return installer.install(force=args.force)
    return installer.uninstall()


if __name__ == "__main__":
    sys.exit(main())
