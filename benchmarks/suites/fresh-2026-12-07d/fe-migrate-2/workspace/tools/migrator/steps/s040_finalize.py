"""Verify the result and stamp the data folder."""


def run(ctx):
    missing = [str(dst) for _, dst in ctx["plan"] if not dst.is_file()]
    if missing:
        raise SystemExit("  missing after the move: " + ", ".join(missing))
    (ctx["data"] / ".layout").write_text("2\n")
    print(f"  {len(ctx['plan'])} files verified; wrote {ctx['data'] / '.layout'}")
