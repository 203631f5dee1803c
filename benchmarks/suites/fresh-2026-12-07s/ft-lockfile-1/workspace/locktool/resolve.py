"""Resolve requirements.in against the vendored wheel index and write a pinned lock."""
import json, re, sys
from . import sources

SPEC = re.compile(r"^([A-Za-z0-9_.-]+)\s*(?:([<>=!~]=?)\s*([0-9.]+))?")

def vkey(v):
    return tuple(int(x) for x in v.split("."))

def ok(v, op, want):
    if not op: return True
    a, b = vkey(v), vkey(want)
    return {"==": a == b, ">=": a >= b, "<=": a <= b, "<": a < b, ">": a > b, "~=": a >= b and a[:len(b)-1] == b[:len(b)-1]}[op]

def main():
    src, out = sys.argv[1], sys.argv[2]
    index = sources.load_index()
    lines = sources.header()
    for raw in open(src):
        raw = raw.split("#")[0].strip()
        if not raw: continue
        m = SPEC.match(raw)
        name, op, want = m.group(1).lower(), m.group(2), m.group(3)
        cands = sorted((v for v in index[name] if ok(v, op, want)), key=vkey)
        v = cands[-1]
        lines.append(f"{name}=={v} \\\n    --hash=sha256:{index[name][v]}")
    open(out, "w").write("\n".join(lines) + "\n")
    print(f"locked {len(lines) - len(sources.header())} packages -> {out}")
