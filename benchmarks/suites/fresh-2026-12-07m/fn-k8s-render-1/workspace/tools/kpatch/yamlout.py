"""Minimal YAML emitter for manifest-shaped data (dicts, lists, scalars)."""
import json
import re

_PLAIN = re.compile(r"^[A-Za-z_/][\w./:-]*$")
_RESERVED = {"true", "false", "yes", "no", "on", "off", "null", "~"}


def _scalar(v):
    if v is True:
        return "true"
    if v is False:
        return "false"
    if v is None:
        return "null"
    if isinstance(v, (int, float)):
        return str(v)
    s = str(v)
    if _PLAIN.match(s) and s.lower() not in _RESERVED:
        return s
    return json.dumps(s)


def _emit(v, indent, out):
    pad = "  " * indent
    if isinstance(v, dict):
        for k, x in v.items():
            if isinstance(x, (dict, list)) and x:
                out.append(f"{pad}{k}:")
                _emit(x, indent + 1 if isinstance(x, dict) else indent, out)
            else:
                out.append(f"{pad}{k}: {_scalar(x) if not isinstance(x, (dict, list)) else ('{}' if isinstance(x, dict) else '[]')}")
    elif isinstance(v, list):
        for x in v:
            if isinstance(x, (dict, list)):
                sub = []
                _emit(x, indent + 1, sub)
                first = sub[0].lstrip()
                out.append(f"{pad}- {first}")
                out.extend(sub[1:])
            else:
                out.append(f"{pad}- {_scalar(x)}")


def dump_all(objs):
    docs = []
    for o in objs:
        lines = []
        _emit(o, 0, lines)
        docs.append("\n".join(lines) + "\n")
    return "---\n" + "---\n".join(docs)
