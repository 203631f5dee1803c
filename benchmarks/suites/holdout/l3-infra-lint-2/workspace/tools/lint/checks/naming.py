"""Resource names must be snake_case."""
import os
import re

RES = re.compile(r'^resource\s+"[^"]+"\s+"([^"]+)"')


def run(ctx):
    out = []
    for dp, dns, fns in os.walk(os.path.join(ctx["root"], "terraform")):
        for fn in sorted(fns):
            if fn.endswith(".tf"):
                p = os.path.join(dp, fn)
                for i, line in enumerate(open(p, encoding="utf-8"), 1):
                    m = RES.match(line)
                    if m and not re.fullmatch(r"[a-z0-9_]+", m.group(1)):
                        out.append((f"{os.path.relpath(p, ctx['root'])}:{i}", f"resource name {m.group(1)!r} is not snake_case"))
    return out
