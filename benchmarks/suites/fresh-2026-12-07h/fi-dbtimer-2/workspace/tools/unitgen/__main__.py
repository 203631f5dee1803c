import argparse
import os

from . import templates


def enable(unit_dir, name, target):
    wants = os.path.join(unit_dir, "%s.wants" % target)
    os.makedirs(wants, exist_ok=True)
    link = os.path.join(wants, name)
    if os.path.lexists(link):
        os.unlink(link)
    os.symlink(os.path.join("..", name), link)


def main():
    ap = argparse.ArgumentParser(prog="unitgen")
    ap.add_argument("--repo", required=True)
    ap.add_argument("--db", required=True)
    ap.add_argument("--keep", type=int, default=14)
    ap.add_argument("--unit-dir", required=True)
    a = ap.parse_args()
    os.makedirs(a.unit_dir, exist_ok=True)
    for unit in templates.backup_units(a.repo, a.db, a.keep):
        path = os.path.join(a.unit_dir, unit.name)
        with open(path, "w") as fh:
            fh.write(unit.text)
        print("wrote %s" % path)
        if unit.wanted_by:
            enable(a.unit_dir, unit.name, unit.wanted_by)
            print("enabled %s (%s)" % (unit.name, unit.wanted_by))


main()
