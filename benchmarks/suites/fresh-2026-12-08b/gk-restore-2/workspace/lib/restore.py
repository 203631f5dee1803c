"""Copy parts of a snapshot back into place, following the app's restore profile."""
import argparse
import fnmatch
import json
import os
import shutil


def copy_tree(src, dst, overwrite):
    n = 0
    for dp, dns, fns in os.walk(src):
        rel = os.path.relpath(dp, src)
        os.makedirs(os.path.join(dst, rel), exist_ok=True)
        for fn in fns:
            s, d = os.path.join(dp, fn), os.path.join(dst, rel, fn)
            if os.path.exists(d) and not overwrite:
                continue
            shutil.copy2(s, d)
            n += 1
    return n


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", required=True)
    ap.add_argument("--src", required=True)
    ap.add_argument("parts", nargs="*")
    a = ap.parse_args()
    with open(a.profile) as f:
        prof = json.load(f)
    target = prof["target"]
    parts = a.parts or prof["parts"]
    wanted = []
    for p in parts:
        wanted.append(p)
        for extra in prof.get("restore_with", {}).get(p, []):
            if extra not in wanted:
                wanted.append(extra)
    entries = sorted(os.listdir(a.src))
    for pat in wanted:
        for name in fnmatch.filter(entries, pat):
            s, d = os.path.join(a.src, name), os.path.join(target, name)
            if os.path.isdir(s):
                n = copy_tree(s, d, overwrite=prof.get("overwrite", False))
                print(f"  {name}/: {n} file(s) restored")
            else:
                shutil.copy2(s, d)
                print(f"  {name}: restored")
    print("done. restart the container: docker compose restart " + prof.get("service", ""))


if __name__ == "__main__":
    main()
