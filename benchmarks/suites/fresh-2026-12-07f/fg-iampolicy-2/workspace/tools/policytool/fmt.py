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
    return json.dumps(doc, indent=2) + "\n"
