#!/usr/bin/env python3
"""Patch a container's image and/or memory limit in a Deployment manifest,
keeping comments and formatting intact (no YAML round-trip).

    k8s_patch.py FILE [--container NAME] [--image REF] [--memory-limit QTY]
"""
import argparse
import re
import sys


def patch(lines, container, image, mem_limit):
    out = []
    in_container = False
    container_indent = None
    in_limits = False
    limits_indent = None
    hits = {"image": 0, "memory": 0}
    for line in lines:
        stripped = line.lstrip(" ")
        indent = len(line) - len(stripped)
        m = re.match(r"- name: (\S+)\s*$", stripped)
        if m:
            in_container = m.group(1) == container
            container_indent = indent
            in_limits = False
        elif in_container and stripped and indent <= container_indent:
            in_container = False
        if in_container:
            if in_limits and stripped and indent <= limits_indent:
                in_limits = False
            if stripped.startswith("limits:"):
                in_limits, limits_indent = True, indent
            elif image and stripped.startswith("image:"):
                line = re.sub(r"^(\s*image:\s*)\S+", lambda m: m.group(1) + image, line)
                hits["image"] += 1
            elif mem_limit and in_limits and stripped.startswith("memory:"):
                line = re.sub(r"^(\s*memory:\s*)\S+", lambda m: m.group(1) + mem_limit, line)
                hits["memory"] += 1
        out.append(line)
    return out, hits


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--container", default="worker")
    ap.add_argument("--image")
    ap.add_argument("--memory-limit")
    a = ap.parse_args()
    with open(a.file) as f:
        lines = f.readlines()
    new, hits = patch(lines, a.container, a.image, a.memory_limit)
    if a.image and hits["image"] != 1:
        sys.exit(f"k8s_patch: expected 1 image line in container {a.container}, found {hits['image']}")
    if a.memory_limit and hits["memory"] != 1:
        sys.exit(f"k8s_patch: expected 1 limits.memory in container {a.container}, found {hits['memory']}")
    with open(a.file, "w") as f:
        f.writelines(new)
    print(f"k8s_patch: {a.file}: container {a.container}: "
          + ", ".join(f"{k} updated" for k, v in hits.items() if v))


if __name__ == "__main__":
    main()
