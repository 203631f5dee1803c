"""An archive folder: home-YYYY-MM-DD[-label].tar.zst files plus a .pins list."""
import datetime as dt
import os
import re
from dataclasses import dataclass

NAME = re.compile(r"^home-(\d{4}-\d{2}-\d{2})(?:-([\w.-]+))?\.tar\.zst$")


def human(n):
    for unit in ("B", "K", "M", "G"):
        if n < 1024:
            return f"{n:.0f}{unit}"
        n /= 1024
    return f"{n:.1f}T"


@dataclass(frozen=True)
class Archive:
    path: str
    name: str
    date: dt.date
    label: str
    size: int

    def size_h(self):
        return human(self.size)


class Repo:
    def __init__(self, root):
        self.root = os.path.expanduser(root)
        if not os.path.isdir(self.root):
            raise SystemExit(f"homebak: {self.root}: no such folder")

    def archives(self):
        out = []
        for n in os.listdir(self.root):
            m = NAME.match(n)
            if not m:
                continue
            p = os.path.join(self.root, n)
            out.append(Archive(p, n, dt.date.fromisoformat(m.group(1)), m.group(2) or "",
                               os.path.getsize(p)))
        return sorted(out, key=lambda a: (a.date, a.name))

    def pins(self):
        pins = set()
        try:
            with open(os.path.join(self.root, ".pins")) as f:
                for line in f:
                    line = line.split("#", 1)[0].strip()
                    if line:
                        pins.add(line)
        except FileNotFoundError:
            pass
        return pins

    def delete(self, arc):
        os.remove(arc.path)
        side = arc.path + ".sha256"
        if os.path.exists(side):
            os.remove(side)
