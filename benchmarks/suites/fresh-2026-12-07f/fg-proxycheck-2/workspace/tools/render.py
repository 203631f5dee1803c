#!/usr/bin/env python3
"""render.py VALUES TEMPLATE_DIR OUT_DIR

Render every TEMPLATE_DIR/*.tmpl with the KEY=VALUE pairs from VALUES into OUT_DIR
(same name without .tmpl).  Fails on a ${VAR} that VALUES does not define and on a
proxy URL that is not http(s)://host:port.
"""
import os
import string
import sys
import urllib.parse


def parse_values(path):
    values = {}
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if "=" not in line:
                sys.exit(f"{path}:{n}: expected KEY=VALUE")
            k, v = line.split("=", 1)
            values[k.strip()] = v.strip()
    return values


def check_proxy(url):
    u = urllib.parse.urlsplit(url)
    if u.scheme not in ("http", "https") or not u.hostname or not u.port:
        sys.exit(f"render: HTTPS_PROXY must look like http://host:port, got {url!r}")


def render_all(values, tdir, odir):
    os.makedirs(odir, exist_ok=True)
    written = []
    for name in sorted(os.listdir(tdir)):
        if not name.endswith(".tmpl"):
            continue
        with open(os.path.join(tdir, name)) as f:
            tmpl = string.Template(f.read())
        try:
            text = tmpl.substitute(values)
        except KeyError as e:
            sys.exit(f"render: {name}: undefined variable {e}")
        out = os.path.join(odir, name[:-5])
        with open(out, "w") as f:
            f.write(text)
        written.append(out)
    return written


def main(argv):
    if len(argv) != 4:
        sys.exit(__doc__.strip())
    values = parse_values(argv[1])
    check_proxy(values.get("HTTPS_PROXY", ""))
    for out in render_all(values, argv[2], argv[3]):
        print(f"rendered {out}")


if __name__ == "__main__":
    main(sys.argv)
