"""homebak command line: create / list / prune home-folder archives."""
import argparse

from homebak import retention, store


def cmd_list(a):
    repo = store.Repo(a.repo)
    pins = repo.pins()
    for arc in repo.archives():
        mark = " (pinned)" if arc.name in pins else ""
        print(f"{arc.date}  {arc.size_h():>8}  {arc.name}{mark}")
    return 0


def cmd_prune(a):
    repo = store.Repo(a.repo)
    archives = repo.archives()
    keep, drop = retention.plan(archives, a.keep, repo.pins())
    freed = sum(x.size for x in drop)
    for arc in drop:
        print(("would delete " if a.dry_run else "delete ") + arc.name)
        if not a.dry_run:
            repo.delete(arc)
    print(f"{len(keep)} kept, {len(drop)} {'to delete' if a.dry_run else 'deleted'}, "
          f"{store.human(freed)} {'would be ' if a.dry_run else ''}freed")
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(prog="homebak")
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("list")
    p.add_argument("repo")
    p.set_defaults(fn=cmd_list)
    p = sub.add_parser("prune", help="keep the newest N daily archives (pins are always kept)")
    p.add_argument("--keep", type=int, default=7)
    p.add_argument("--dry-run", action="store_true")
    p.add_argument("repo")
    p.set_defaults(fn=cmd_prune)
    a = ap.parse_args(argv)
    return a.fn(a)
