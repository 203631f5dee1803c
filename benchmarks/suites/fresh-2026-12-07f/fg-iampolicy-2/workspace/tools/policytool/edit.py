"""edit.py - load, change and save policy documents in canonical form."""
import json
import os
import re

import fmt

ACTION_RE = re.compile(r"^[a-z]+:[A-Za-z*]+$")


def load(path):
    with open(path) as f:
        return json.load(f)


def save(path, doc):
    text = fmt.canonical(doc)
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def validate(doc):
    problems = []
    sids = set()
    for i, st in enumerate(doc.get("Statement", [])):
        sid = st.get("Sid", f"#{i}")
        if sid in sids:
            problems.append(f"duplicate Sid {sid}")
        sids.add(sid)
        if st.get("Effect") not in ("Allow", "Deny"):
            problems.append(f"{sid}: bad Effect")
        for a in st.get("Action", []):
            if not ACTION_RE.match(a):
                problems.append(f"{sid}: bad action {a!r}")
        if not st.get("Resource"):
            problems.append(f"{sid}: no Resource")
    return problems


def validate_file(path):
    return validate(load(path))


def add_statement(path, sid, effect, actions, resources):
    doc = load(path)
    if any(st.get("Sid") == sid for st in doc.get("Statement", [])):
        raise SystemExit(f"policyctl: Sid {sid} already exists in {path}")
    doc.setdefault("Statement", []).append(
        {"Sid": sid, "Effect": effect, "Action": list(actions), "Resource": list(resources)})
    problems = validate(doc)
    if problems:
        raise SystemExit("policyctl: " + "; ".join(problems))
    save(path, doc)
    print(f"{path}: added statement {sid} ({effect} {', '.join(actions)} on {', '.join(resources)})")
