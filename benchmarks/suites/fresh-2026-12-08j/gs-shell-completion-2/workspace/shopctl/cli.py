"""shopctl: day-to-day ops for the shop backend."""
import argparse

COMMANDS = {
    "orders": ["show", "export", "resend-confirmation"],
    "refunds": ["plan", "apply", "status"],
    "inventory": ["sync", "diff"],
    "webhooks": ["replay", "tail"],
    "flags": ["list", "set"],
}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="shopctl")
    sub = ap.add_subparsers(dest="group", required=True)
    for group, verbs in COMMANDS.items():
        g = sub.add_parser(group).add_subparsers(dest="verb", required=True)
        for v in verbs:
            g.add_parser(v)
    ap.parse_args(argv)
