"""Rotate the node versions tested in CI."""
import argparse, pathlib
from . import yamledit

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("major", type=int)
    ap.add_argument("--workflows", required=True)
    a = ap.parse_args()
    for wf in sorted(pathlib.Path(a.workflows).glob("*.yml")):
        if yamledit.rotate_matrix(wf, "node-version", a.major):
            print(f"updated {wf.name}")

if __name__ == "__main__":
    main()
