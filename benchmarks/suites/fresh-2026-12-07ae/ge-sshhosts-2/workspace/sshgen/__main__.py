import argparse
import sys

from . import render, writer


def main(argv=None):
    ap = argparse.ArgumentParser(prog="sshgen", description="render ~/.ssh/config.d fragments from hosts.toml")
    ap.add_argument("--hosts", default="hosts.toml")
    ap.add_argument("--out", default="~/.ssh/config.d/infra.conf")
    ap.add_argument("--check", action="store_true", help="print the rendered config, write nothing")
    a = ap.parse_args(argv)
    hosts = render.load(a.hosts)
    text = render.render(hosts)
    if a.check:
        sys.stdout.write(text)
        return 0
    writer.install(text, a.out, len(hosts))
    return 0


sys.exit(main())
