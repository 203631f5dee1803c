import shutil
from pathlib import Path


def collect(crash_id, out):
    dst = out / "logs"
    dst.mkdir(parents=True, exist_ok=True)
    got = []
    for f in sorted(Path("Saved/Logs").glob("Emberfall*.log"))[-3:]:
        shutil.copy2(f, dst / f.name)
        got.append(f"logs/{f.name}")
    return got
