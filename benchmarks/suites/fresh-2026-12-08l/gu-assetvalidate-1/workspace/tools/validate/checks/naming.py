import re

NAME = "naming"
PREFIX = {"Textures": re.compile(r"^T_[A-Za-z0-9]+(_[A-Za-z0-9]+)*_(D|N|ORM|E|M)\.png$")}


def run(root):
    out = []
    for folder, rx in PREFIX.items():
        for f in sorted((root / "Content" / folder).rglob("*.png")):
            if not rx.match(f.name):
                out.append(f"{f.relative_to(root)}: does not match {rx.pattern}")
    return out
