import re

from .index import load_index

SPEC = re.compile(r"^([A-Za-z0-9_.-]+)\s*(>=|==|=)?\s*([0-9][0-9A-Za-z.]*)?$")


def vkey(v):
    return tuple(int(p) if p.isdigit() else p for p in re.split(r"[.]", v))


def parse_env(path):
    name, deps, in_deps = "env", [], False
    for line in open(path):
        s = line.rstrip()
        if s.startswith("name:"):
            name = s.split(":", 1)[1].strip()
        elif s.startswith("dependencies:"):
            in_deps = True
        elif in_deps and s.strip().startswith("- "):
            deps.append(s.strip()[2:].strip())
        elif s and not s.startswith(" "):
            in_deps = False
    return name, deps


def resolve(deps):
    index = load_index()
    pins = []
    for dep in deps:
        m = SPEC.match(dep)
        if not m:
            raise SystemExit(f"cannot parse dependency {dep!r}")
        pkg, op, ver = m.groups()
        cands = sorted(index.get(pkg, []), key=vkey)
        if op in ("=", "=="):
            cands = [c for c in cands if c == ver or c.startswith(ver + ".")]
        elif op == ">=":
            cands = [c for c in cands if vkey(c) >= vkey(ver)]
        if not cands:
            raise SystemExit(f"no version of {pkg} satisfies {dep!r}")
        pins.append((pkg, cands[-1]))
    return pins
