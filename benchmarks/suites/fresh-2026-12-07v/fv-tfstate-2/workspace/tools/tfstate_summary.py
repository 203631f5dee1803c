#!/usr/bin/env python3
"""Summarise a Terraform state file without needing terraform or backend credentials.

    python3 tools/tfstate_summary.py PATH/terraform.tfstate [-o report.md]

Prints (and optionally writes) resource counts per type, data sources,
tainted instances and output names.
"""
import argparse
import collections
import json
import os
import sys


def load(path):
    with open(path) as f:
        state = json.load(f)
    if state.get("version") != 4:
        sys.exit(f"{path}: unsupported state format version {state.get('version')}")
    return state


def address(res, inst=None):
    addr = f"{res['type']}.{res['name']}"
    if res.get("mode") == "data":
        addr = "data." + addr
    if res.get("module"):
        addr = f"{res['module']}.{addr}"
    if inst is not None and "index_key" in inst:
        addr += f"[{json.dumps(inst['index_key'])}]"
    return addr


def summarise(state):
    counts = collections.Counter()
    data, tainted = [], []
    for res in state.get("resources", []):
        if res.get("mode") == "data":
            data.append(address(res))
            continue
        for inst in res.get("instances", []):
            counts[res["type"]] += 1
            if inst.get("status") == "tainted":
                tainted.append(address(res, inst))
    return counts, data, tainted


def render(path, state, counts, data, tainted):
    out = [
        f"# Terraform state summary: {path}",
        "",
        f"- terraform {state.get('terraform_version')}, serial {state.get('serial')}, lineage {state.get('lineage')}",
        f"- {sum(counts.values())} managed instances in {len(counts)} types, {len(data)} data sources",
        "",
        "| type | instances |",
        "|---|---|",
    ]
    out += [f"| {t} | {n} |" for t, n in sorted(counts.items())]
    out += ["", "Data sources: " + (", ".join(data) or "none")]
    out += ["Tainted (will be replaced on next apply): " + (", ".join(tainted) or "none")]
    out += ["Outputs: " + (", ".join(sorted(state.get("outputs", {}))) or "none"), ""]
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("state")
    ap.add_argument("-o", "--output", help="also write the summary to this file")
    args = ap.parse_args()

    state = load(args.state)
    counts, data, tainted = summarise(state)
    report = render(args.state, state, counts, data, tainted)
    print(report)
    if args.output:
        os.makedirs(os.path.dirname(args.output) or ".", exist_ok=True)
        with open(args.output, "w") as f:
            f.write(report)


if __name__ == "__main__":
    main()
