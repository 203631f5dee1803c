#!/usr/bin/env python3
"""Cold-storage archiver: stage a season, checksum it, write one tar."""
import argparse
import sys
import tarfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import stage  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--season", required=True)
    ap.add_argument("--out", default="archive")
    a = ap.parse_args()
    src = Path("seasons") / a.season
    if not src.is_dir():
        sys.exit(f"archive: {src} not found")
    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    staged = stage.stage_season(src)
    try:
        tar_path = out / f"season-{a.season}.tar"
        with tarfile.open(tar_path, "w") as tar:
            tar.add(staged, arcname=f"season-{a.season}")
        print(f"archive: wrote {tar_path} ({tar_path.stat().st_size // 1024} KiB)")
    finally:
        stage.cleanup(staged)


if __name__ == "__main__":
    main()
