"""sitegen: the tiny static generator behind the series site."""
import argparse
import json
import shutil
from pathlib import Path
from string import Template

from . import captions


def render(tpl_dir, name, **ctx):
    base = Template((tpl_dir / "base.html").read_text())
    body = Template((tpl_dir / name).read_text()).safe_substitute(ctx)
    return base.safe_substitute(ctx, body=body)


def build(src, out):
    tpl = src / "templates"
    eps = json.loads((src / "episodes.json").read_text())
    out.mkdir(parents=True, exist_ok=True)
    shutil.copytree(src / "static", out / "static", dirs_exist_ok=True)
    tracks = captions.convert_all(src / "captions", out / "captions", tpl)
    items = []
    for ep in eps:
        slug = ep["slug"]
        track = ""
        if slug in tracks:
            track = f'<track kind="captions" srclang="en" label="English" src="captions/{slug}.vtt" default>'
        page = render(tpl, "episode.html", title=ep["title"], video=ep["video"], track=track,
                      description=ep["description"])
        (out / f"{slug}.html").write_text(page)
        items.append(f'<li><a href="{slug}.html">{ep["title"]}</a></li>')
    (out / "index.html").write_text(render(tpl, "index.html", title="Makers", items="\n".join(items)))
    print(f"sitegen: {len(eps)} episode pages, {len(tracks)} caption tracks -> {out}")


def main():
    ap = argparse.ArgumentParser(prog="sitegen")
    ap.add_argument("cmd", choices=["build"])
    ap.add_argument("--src", default=".")
    ap.add_argument("--out", default="public")
    a = ap.parse_args()
    build(Path(a.src), Path(a.out))


if __name__ == "__main__":
    main()
