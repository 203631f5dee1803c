import argparse
import os
import sys

from .collect import collect_keys

BEGIN = "# BEGIN team keys (managed by devbox/tools/keysync - do not edit)"
END = "# END team keys"


def merge(existing, keys):
    """Replace the managed block in EXISTING (list of lines) with KEYS."""
    out, inside = [], False
    for line in existing:
        if line == BEGIN:
            inside = True
            continue
        if line == END:
            inside = False
            continue
        if not inside:
            out.append(line)
    while out and not out[-1].strip():
        out.pop()
    return out + ([""] if out else []) + [BEGIN] + keys + [END]


def main(argv=None):
    ap = argparse.ArgumentParser(prog="keysync")
    ap.add_argument("--src", required=True)
    ap.add_argument("--dest", required=True)
    ap.add_argument("--dry-run", action="store_true")
    args = ap.parse_args(argv)

    keys = collect_keys(args.src)
    try:
        with open(args.dest) as f:
            existing = f.read().splitlines()
    except FileNotFoundError:
        existing = []
    lines = merge(existing, [k.line for k in keys])
    for k in keys:
        print(f"  + {k.comment:<28} {k.fingerprint}  ({k.source})")
    if args.dry_run:
        print(f"dry run: {len(keys)} key(s) would be written to {args.dest}")
        return 0
    ssh_dir = os.path.dirname(os.path.abspath(args.dest))
    os.makedirs(ssh_dir, mode=0o700, exist_ok=True)
    tmp = args.dest + ".tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write("\n".join(lines) + "\n")
    os.replace(tmp, args.dest)
    print(f"synced {len(keys)} team key(s) into {args.dest}")
    return 0


sys.exit(main())
