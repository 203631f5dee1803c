#!/usr/bin/env python3
"""Build the Harbor theme bundle: src/css/*.css -> dist/theme-<hash>.css,
src/js/*.js -> dist/theme-<hash>.js, plus dist/manifest.json for functions.php.

Usage: python3 wp-content/themes/harbor/tools/build_theme.py
"""
import glob, hashlib, json, os, re, sys

THEME = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DIST = os.path.join(THEME, "dist")


def minify_css(s):
    s = re.sub(r"/\*.*?\*/", "", s, flags=re.S)
    s = re.sub(r"\s+", " ", s)
    s = re.sub(r"\s*([{}:;,])\s*", r"\1", s)
    return s.strip() + "\n"


def bundle(pattern, minify=None):
    body = ""
    for p in sorted(glob.glob(os.path.join(THEME, pattern))):
        body += open(p).read() + "\n"
    return minify(body) if minify else body


def emit(name, ext, body, manifest):
    h = hashlib.sha1(body.encode()).hexdigest()[:10]
    fname = f"{name}-{h}.{ext}"
    with open(os.path.join(DIST, fname), "w") as f:
        f.write(body)
    manifest[f"{name}.{ext}"] = fname
    print(f"  dist/{fname} ({len(body)} bytes)")


def build():
    os.makedirs(DIST, exist_ok=True)
    for old in glob.glob(os.path.join(DIST, "theme-*")):
        os.remove(old)
    manifest = {}
    emit("theme", "css", bundle("src/css/*.css", minify_css), manifest)
    emit("theme", "js", bundle("src/js/*.js"), manifest)
    with open(os.path.join(DIST, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=2)
    return manifest


if __name__ == "__main__":
    print("Building Harbor theme")
    build()
    print("ok")
