"""Checkpoint retention: keep the newest N epoch checkpoints plus protected ones."""
import argparse, os
from . import policy

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--keep", type=int, default=2)
    a = ap.parse_args()
    names = sorted(os.listdir(a.dir))
    for n in policy.to_delete(names, a.keep):
        os.remove(os.path.join(a.dir, n))
        print("deleted", n)
    print("kept:", ", ".join(sorted(set(os.listdir(a.dir)))))

if __name__ == "__main__":
    main()
