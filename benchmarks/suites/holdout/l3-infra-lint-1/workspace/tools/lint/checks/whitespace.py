"""Trailing whitespace and tabs in Terraform files."""
import os


def run(ctx):
    out = []
    for dp, dns, fns in os.walk(os.path.join(ctx["root"], "terraform")):
        for fn in sorted(fns):
            if not fn.endswith(".tf"):
                continue
            p = os.path.join(dp, fn)
            for i, line in enumerate(open(p, encoding="utf-8"), 1):
                rel = os.path.relpath(p, ctx["root"])
                if line.rstrip("\n") != line.rstrip():
                    out.append((f"{rel}:{i}", "trailing whitespace"))
                if "\t" in line:
                    out.append((f"{rel}:{i}", "tab indentation (terraform fmt uses two spaces)"))
    return out
