"""values files: a YAML subset (nested maps of scalars, two-space indent).

A value written `secretRef:NAME` is a secret; the cluster holds it in the
chart's Secret (<chart>-secrets) under key NAME, and developers keep their
local copy in ~/.config/chartr/secrets/NAME for `make dev-up`."""
import json

def _scalar(s):
    s = s.strip()
    if len(s) >= 2 and s[0] == s[-1] and s[0] in "\"'":
        return s[1:-1]
    if s.isdigit():
        return int(s)
    return s


def load(path):
    root = {}
    stack = [(-1, root)]
    with open(path) as fh:
        for raw in fh:
            if not raw.strip() or raw.lstrip().startswith("#"):
                continue
            indent = len(raw) - len(raw.lstrip(" "))
            key, _, rest = raw.strip().partition(":")
            while stack[-1][0] >= indent:
                stack.pop()
            parent = stack[-1][1]
            if rest.strip() == "":
                parent[key] = {}
                stack.append((indent, parent[key]))
            else:
                parent[key] = _scalar(rest)
    return root


def merge(a, b):
    out = dict(a)
    for k, v in b.items():
        out[k] = merge(out[k], v) if isinstance(v, dict) and isinstance(out.get(k), dict) else v
    return out


def env_entries(env, chart):
    """Container env list. Secrets are rendered as references to the
    chart's Secret, never as values, so out/ is safe to paste and diff."""
    lines = []
    for key in sorted(env):
        val = env[key]
        if isinstance(val, str) and val.startswith("secretRef:"):
            name = val.split(":", 1)[1]
            lines += ["- name: %s" % key,
                      "  valueFrom:",
                      "    secretKeyRef:",
                      "      name: %s-secrets" % chart,
                      "      key: %s" % name]
        else:
            lines += ["- name: %s" % key, "  value: %s" % json.dumps(str(val))]
    return lines
