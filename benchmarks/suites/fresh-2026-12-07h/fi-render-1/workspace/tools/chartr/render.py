#!/usr/bin/env python3
"""chartr: a deliberately tiny stand-in for `helm template`.

Templates use {{ .Values.key }} / {{ .Values.a.b }} placeholders and one
special placeholder, {{ env }}, which expands to the container env list.
values.yaml is merged with values-<env>.yaml (the latter wins)."""
import argparse
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import values as V  # noqa: E402

PH = re.compile(r"\{\{\s*\.Values\.([A-Za-z0-9_.]+)\s*\}\}")
ENV_PH = re.compile(r"^(\s*)\{\{\s*env\s*\}\}\s*$", re.M)


def render(template, vals, chart):
    def sub(m):
        cur = vals
        for part in m.group(1).split("."):
            cur = cur[part]
        return str(cur)

    def env_block(m):
        pad = m.group(1)
        lines = V.env_entries(vals.get("env", {}), chart)
        return "\n".join(pad + l for l in lines)

    return PH.sub(sub, ENV_PH.sub(env_block, template))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--chart", required=True)
    ap.add_argument("--env", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    chart = os.path.basename(a.chart.rstrip("/"))
    vals = V.load(os.path.join(a.chart, "values.yaml"))
    env_file = os.path.join(a.chart, "values-%s.yaml" % a.env)
    if os.path.exists(env_file):
        vals = V.merge(vals, V.load(env_file))
    os.makedirs(a.out, exist_ok=True)
    tdir = os.path.join(a.chart, "templates")
    for name in sorted(os.listdir(tdir)):
        with open(os.path.join(tdir, name)) as fh:
            out = render(fh.read(), vals, chart)
        with open(os.path.join(a.out, name), "w") as fh:
            fh.write(out)
        print("rendered %s/%s" % (a.out, name))


if __name__ == "__main__":
    main()
