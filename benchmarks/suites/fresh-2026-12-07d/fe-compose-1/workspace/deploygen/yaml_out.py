"""Minimal YAML emitter for the documents deploygen builds (dicts, lists, scalars)."""
import json
import re

_PLAIN = re.compile(r"^[A-Za-z0-9_./@-][A-Za-z0-9_./@:-]*$")


def _scalar(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return str(v)
    s = str(v)
    if _PLAIN.match(s) and s.lower() not in ("true", "false", "yes", "no", "null", "on", "off") and not s.isdigit():
        return s
    return json.dumps(s)


def dump(obj, indent=0):
    pad = "  " * indent
    out = []
    if isinstance(obj, dict):
        for k, v in obj.items():
            if isinstance(v, dict):
                out.append(f"{pad}{k}:" + (" {}\n" if not v else "\n" + dump(v, indent + 1)))
            elif isinstance(v, list):
                out.append(f"{pad}{k}:" + (" []\n" if not v else "\n" + dump(v, indent + 1)))
            else:
                out.append(f"{pad}{k}: {_scalar(v)}\n")
    elif isinstance(obj, list):
        for v in obj:
            if isinstance(v, (dict, list)):
                inner = dump(v, indent + 1).lstrip()
                out.append(f"{pad}- {inner}")
            else:
                out.append(f"{pad}- {_scalar(v)}\n")
    return "".join(out)
