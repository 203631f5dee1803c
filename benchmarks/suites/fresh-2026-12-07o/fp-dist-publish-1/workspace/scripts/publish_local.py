#!/usr/bin/env python3
"""Copy built artifacts into the file-based index named `local` in ~/.pypirc.

The index layout is PEP 503 "simple": <root>/<project>/<files> plus index.html pages.
"""
import configparser
import hashlib
import html
import os
import shutil
import sys


def local_index_root():
    cfg = configparser.RawConfigParser()
    cfg.read(os.path.expanduser("~/.pypirc"))
    if not cfg.has_section("local"):
        sys.exit("publish: no [local] repository in ~/.pypirc")
    repo = cfg.get("local", "repository")
    if repo.startswith("file://"):
        repo = repo[len("file://"):]
    return os.path.expanduser(repo)


def write_index(folder, title, entries):
    with open(os.path.join(folder, "index.html"), "w") as f:
        f.write(f"<!DOCTYPE html>\n<html><head><title>{html.escape(title)}</title></head><body>\n")
        for href, text in entries:
            f.write(f'<a href="{html.escape(href)}">{html.escape(text)}</a><br>\n')
        f.write("</body></html>\n")


def main(dist):
    root = local_index_root()
    project_dir = os.path.join(root, "tinyqueue")
    os.makedirs(project_dir, exist_ok=True)
    for name in sorted(os.listdir(dist)):
        if name.endswith((".tar.gz", ".whl")):
            shutil.copy2(os.path.join(dist, name), os.path.join(project_dir, name))
            print(f"published {name} -> {project_dir}")
    files = []
    for name in sorted(os.listdir(project_dir)):
        if name.endswith((".tar.gz", ".whl")):
            with open(os.path.join(project_dir, name), "rb") as f:
                digest = hashlib.sha256(f.read()).hexdigest()
            files.append((f"{name}#sha256={digest}", name))
    write_index(project_dir, "Links for tinyqueue", files)
    projects = sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)))
    write_index(root, "Simple index", [(p + "/", p) for p in projects])


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "dist")
