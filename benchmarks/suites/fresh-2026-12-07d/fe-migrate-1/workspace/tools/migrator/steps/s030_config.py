"""Record layout 2 in the paths config."""
import re


def run(ctx):
    cfg = ctx["config"]
    text = cfg.read_text()
    new, n = re.subn(r"(?m)^layout\s*=\s*1\s*$", "layout = 2", text)
    if n != 1:
        raise SystemExit(f"  {cfg}: expected one `layout = 1` line")
    cfg.write_text(new)
    print(f"  {cfg}: layout = 2")
