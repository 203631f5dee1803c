#!/usr/bin/env python3
"""Developer setup steps for mlpipe: user config, data folders, repository git settings."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gitcfg  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def user_config():
    d = os.path.expanduser("~/.config/mlpipe")
    os.makedirs(d, exist_ok=True)
    p = os.path.join(d, "config.toml")
    if not os.path.exists(p):
        with open(p, "w") as f:
            f.write(f'[paths]\ndata = "{ROOT}/data"\ncache = "~/.cache/mlpipe"\n\n[runs]\ntracking = "local"\n')
        print(f"wrote {p}")
    else:
        print(f"kept {p}")


def data_dirs():
    for sub in ("raw", "interim", "processed", "models"):
        os.makedirs(os.path.join(ROOT, "data", sub), exist_ok=True)
    os.makedirs(os.path.expanduser("~/.cache/mlpipe"), exist_ok=True)
    print("data/{raw,interim,processed,models} ready")


def main():
    user_config()
    data_dirs()
    gitcfg.configure(ROOT)
    print("setup complete")


if __name__ == "__main__":
    main()
