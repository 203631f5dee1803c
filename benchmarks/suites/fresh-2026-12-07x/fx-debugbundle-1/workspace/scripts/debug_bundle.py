#!/usr/bin/env python3
"""Collect what support needs to look at a failed dbt run.

debug_bundle/
  summary.txt          failed nodes and their messages
  run_results.json     copy of target/run_results.json
  dbt.log              copy of logs/dbt.log
  dbt_project.yml      copy
  connection.json      the active profile target, secrets redacted
"""
import argparse
import json
import os
import shutil

SECRET_KEYS = {"pass", "secret", "token", "private_key", "private_key_passphrase"}


def parse_simple_yaml(text):
    """Tiny parser for the nested-mapping subset profiles.yml uses."""
    root, stack = {}, [(-1, None)]
    stack[0] = (-1, root)
    for raw in text.splitlines():
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        indent = len(raw) - len(raw.lstrip())
        key, _, val = raw.strip().partition(":")
        while stack and stack[-1][0] >= indent:
            stack.pop()
        parent = stack[-1][1]
        val = val.strip().strip('"').strip("'")
        if val:
            parent[key] = val
        else:
            parent[key] = {}
            stack.append((indent, parent[key]))
    return root


def redact(cfg):
    out = {}
    for k, v in cfg.items():
        if k.lower() in SECRET_KEYS:
            out[k] = "***redacted***"
        else:
            out[k] = v
    return out


def active_target(project_dir):
    profile_name = None
    with open(os.path.join(project_dir, "dbt_project.yml")) as fh:
        for line in fh:
            if line.startswith("profile:"):
                profile_name = line.split(":", 1)[1].strip().strip('"')
    path = os.path.join(os.environ.get("DBT_PROFILES_DIR", os.path.expanduser("~/.dbt")), "profiles.yml")
    with open(path) as fh:
        profiles = parse_simple_yaml(fh.read())
    prof = profiles.get(profile_name, {})
    target = prof.get("target", "dev")
    return profile_name, target, prof.get("outputs", {}).get(target, {})


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", default=".")
    ap.add_argument("--out", default="debug_bundle")
    args = ap.parse_args()

    os.makedirs(args.out, exist_ok=True)
    for rel, name in (("target/run_results.json", "run_results.json"),
                      ("logs/dbt.log", "dbt.log"),
                      ("dbt_project.yml", "dbt_project.yml")):
        src = os.path.join(args.project, rel)
        if os.path.exists(src):
            shutil.copy2(src, os.path.join(args.out, name))

    profile, target, cfg = active_target(args.project)
    with open(os.path.join(args.out, "connection.json"), "w") as fh:
        json.dump({"profile": profile, "target": target, "config": redact(cfg)}, fh, indent=2)

    with open(os.path.join(args.project, "target", "run_results.json")) as fh:
        results = json.load(fh)["results"]
    failed = [r for r in results if r["status"] in ("error", "fail")]
    with open(os.path.join(args.out, "summary.txt"), "w") as fh:
        fh.write(f"profile={profile} target={target} adapter={cfg.get('type', '?')}\n")
        fh.write(f"{len(failed)} of {len(results)} nodes failed\n")
        for r in failed:
            fh.write(f"- {r['unique_id']}: {r['message'].splitlines()[0]}\n")
    print(f"bundle written to {args.out}/ ({len(failed)} failed node(s))")


if __name__ == "__main__":
    main()
