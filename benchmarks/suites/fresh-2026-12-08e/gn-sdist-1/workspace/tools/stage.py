"""Copy the files that belong in the sdist into a staging folder."""
import argparse
import shutil
from pathlib import Path

from tools.manifest import selected


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dest", required=True)
    a = ap.parse_args()
    dest = Path(a.dest)
    files = selected(Path("."))
    for f in files:
        out = dest / f
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(f, out)
    (dest / "PKG-INFO").write_text(pkg_info())


def pkg_info():
    import tomllib
    meta = tomllib.load(open("pyproject.toml", "rb"))["project"]
    return (f"Metadata-Version: 2.3\nName: {meta['name']}\nVersion: {meta['version']}\n"
            f"Summary: {meta['description']}\nRequires-Python: {meta['requires-python']}\n")


if __name__ == "__main__":
    main()
