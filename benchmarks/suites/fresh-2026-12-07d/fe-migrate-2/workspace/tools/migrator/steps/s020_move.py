"""Move the files to their layout-2 paths."""
import os


def run(ctx):
    for src, dst in ctx["plan"]:
        if dst.exists():
            raise SystemExit(f"  refusing to overwrite {dst}")
    for src, dst in ctx["plan"]:
        dst.parent.mkdir(parents=True, exist_ok=True)
        os.rename(src, dst)
        print(f"  {src} -> {dst}")
