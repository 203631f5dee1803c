#!/usr/bin/env python3
"""Summarise the datasource and Kafka settings each Spring profile resolves to.

usage: profile_summary.py RESOURCES_DIR [--out FILE.md]
Reads application.yml + application-<profile>.yml, follows `configtree:` imports
(one file per property, as Spring Boot does) and prints a Markdown table.
"""
import argparse
import os
import pathlib
import re

KEYS = [
    "spring.datasource.url",
    "spring.datasource.username",
    "spring.datasource.password",
    "spring.kafka.bootstrap-servers",
    "app.kafka.sasl-password",
]
SENSITIVE = re.compile(r"(password|secret|token|credentials)", re.I)


def parse_yaml(text):
    """Tiny YAML subset: nested maps, scalars, comments. Returns flattened dotted keys."""
    flat, stack = {}, []
    for raw in text.splitlines():
        line = raw.split(" #", 1)[0].rstrip()
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        indent = len(line) - len(line.lstrip())
        key, _, value = line.strip().partition(":")
        while stack and stack[-1][0] >= indent:
            stack.pop()
        path = ".".join([k for _, k in stack] + [key])
        value = value.strip()
        if value:
            flat[path] = value.strip("\"'")
        else:
            stack.append((indent, key))
    return flat


def resolve(value):
    return value.replace("${user.home}", str(pathlib.Path.home()))


def load_profile(resources, profile):
    props = {k: (v, "application.yml") for k, v in parse_yaml((resources / "application.yml").read_text()).items()}
    if profile != "default":
        name = f"application-{profile}.yml"
        props.update({k: (v, name) for k, v in parse_yaml((resources / name).read_text()).items()})
    imp = props.get("spring.config.import", ("", ""))[0]
    for item in filter(None, imp.split(",")):
        item = item.strip().removeprefix("optional:")
        if item.startswith("configtree:"):
            tree = pathlib.Path(resolve(item.removeprefix("configtree:")))
            if tree.is_dir():
                for f in sorted(tree.iterdir()):
                    props[f.name] = (f.read_text().strip(), "configtree")
    return props


def shown(key, value, source):
    if SENSITIVE.search(key) and value:
        return "`******`"
    return f"`{value}`" if value else "(empty)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("resources")
    ap.add_argument("--out")
    args = ap.parse_args()
    resources = pathlib.Path(args.resources)
    profiles = ["default"] + sorted(p.stem.split("-", 1)[1] for p in resources.glob("application-*.yml"))
    lines = ["| profile | property | value | source |", "|---|---|---|---|"]
    for profile in profiles:
        props = load_profile(resources, profile)
        for key in KEYS:
            if key in props:
                value, source = props[key]
                lines.append(f"| {profile} | {key} | {shown(key, value, source)} | {source} |")
            else:
                lines.append(f"| {profile} | {key} | (unset) | - |")
    table = "\n".join(lines) + "\n"
    print(table, end="")
    if args.out:
        out = pathlib.Path(args.out)
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(table)


if __name__ == "__main__":
    main()
