import argparse
import os
import sys

from . import fixers

EXTS = (".yml", ".yaml", ".j2")


def walk(paths):
    for base in paths:
        for root, dirs, files in os.walk(base):
            dirs[:] = sorted(dirs)
            for name in sorted(files):
                if name.endswith(EXTS):
                    yield os.path.join(root, name)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="lintkit")
    ap.add_argument("--fix", action="store_true", help="apply automatic fixes")
    ap.add_argument("paths", nargs="+")
    args = ap.parse_args(argv)

    findings = 0
    fixed = 0
    for path in walk(args.paths):
        with open(path) as fh:
            text = fh.read()
        if args.fix:
            new = fixers.apply_all(path, text)
            if new != text:
                with open(path, "w") as fh:
                    fh.write(new)
                fixed += 1
                print("fixed %s" % path)
                text = new
        for lineno, rule, msg in fixers.check_all(path, text):
            findings += 1
            print("%s:%d: [%s] %s" % (path, lineno, rule, msg))
    if args.fix:
        print("lintkit: %d file(s) fixed" % fixed)
    print("lintkit: %d finding(s)" % findings)
    return 1 if findings else 0


sys.exit(main())
