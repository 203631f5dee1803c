#!/usr/bin/env python3
"""Precompile assets: concatenate entry points, strip comments, fingerprint, write manifest.

Mirrors what `rails assets:precompile` does for our small setup without needing node.
"""
import argparse, hashlib, json, os, re, sys

COMMENT_RE = re.compile(r"/\*.*?\*/|^\s*//.*?$", re.S | re.M)


def load_entries(path="config/assets.yml"):
    entries, cur = {}, None
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            if not line.startswith(" ") and line.endswith(":"):
                cur = line[:-1].strip()
                entries[cur] = []
            elif line.strip().startswith("- ") and cur:
                entries[cur].append(line.strip()[2:].strip())
    return entries


def minify(src):
    src = COMMENT_RE.sub("", src)
    lines = [l.strip() for l in src.splitlines()]
    return "\n".join(l for l in lines if l) + "\n"


def build(out, env):
    os.makedirs(out, exist_ok=True)
    manifest = {"files": {}, "assets": {}}
    for name, sources in load_entries().items():
        body = "".join(open(s).read() + "\n" for s in sources)
        if env == "production":
            body = minify(body)
        digest = hashlib.sha256(body.encode()).hexdigest()[:16]
        stem, ext = os.path.splitext(name)
        fname = f"{stem}-{digest}{ext}"
        with open(os.path.join(out, fname), "w") as f:
            f.write(body)
        manifest["assets"][name] = fname
        manifest["files"][fname] = {"logical_path": name, "size": len(body), "digest": digest}
        print(f"  {fname:45s} {len(body):7d} bytes")
    with open(os.path.join(out, ".manifest.json"), "w") as f:
        json.dump(manifest, f, indent=2)
    return manifest


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--env", default="development")
    ap.add_argument("--out", default="public/assets")
    a = ap.parse_args()
    print(f"Compiling assets ({a.env}) -> {a.out}")
    build(a.out, a.env)
    print("done")


if __name__ == "__main__":
    sys.exit(main())
