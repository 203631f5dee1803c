"""Minimal YAML emitter for compose files (dicts, lists, scalars)."""

_SPECIAL_START = tuple("-?:,[]{}#&*!|>'\"%@`")
_WORDS = {"true", "false", "yes", "no", "on", "off", "null", "~"}


def scalar(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return str(v)
    s = str(v)
    if (not s or s.startswith(_SPECIAL_START) or s[0].isdigit() or ": " in s or " #" in s
            or s.lower() in _WORDS or s != s.strip()):
        return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return s


def _dump(obj, indent, out):
    pad = "  " * indent
    for key, val in obj.items():
        if isinstance(val, dict):
            if val:
                out.append(f"{pad}{key}:")
                _dump(val, indent + 1, out)
            else:
                out.append(f"{pad}{key}: {{}}")
        elif isinstance(val, list):
            out.append(f"{pad}{key}:")
            out.extend(f"{pad}  - {scalar(item)}" for item in val)
        else:
            out.append(f"{pad}{key}: {scalar(val)}")


def dump(doc):
    out = []
    _dump(doc, 0, out)
    return "\n".join(out) + "\n"
