"""python3 -m tools.codegen SPEC OUT"""
import json
import sys

from .context import build_context
from .render import render

spec_path, out_path = sys.argv[1], sys.argv[2]
with open(spec_path) as f:
    spec = json.load(f)
ctx = build_context(spec)
with open(out_path, "w") as f:
    f.write(render(ctx))
print(f"generated {out_path}: {len(ctx['operations'])} operations")
