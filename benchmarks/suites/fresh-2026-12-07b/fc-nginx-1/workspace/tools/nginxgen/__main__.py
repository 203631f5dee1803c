"""python3 -m tools.nginxgen SITE.json -o OUT.conf"""
import argparse
import json
import os
import tempfile

from tools.nginxgen.render import render_site


def main():
    ap = argparse.ArgumentParser(prog="nginxgen")
    ap.add_argument("site")
    ap.add_argument("-o", "--output", required=True)
    args = ap.parse_args()
    with open(args.site) as f:
        site = json.load(f)
    text = render_site(site, source=args.site)
    d = os.path.dirname(os.path.abspath(args.output))
    fd, tmp = tempfile.mkstemp(dir=d, prefix=".nginxgen-")
    with os.fdopen(fd, "w") as f:
        f.write(text)
    os.chmod(tmp, 0o644)
    os.replace(tmp, args.output)
    print(f"wrote {args.output} ({len(site['locations'])} locations)")


main()
