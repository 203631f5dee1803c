#!/usr/bin/env python3
import argparse, os, sys
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
import yamlpatch

ap = argparse.ArgumentParser()
ap.add_argument("--add", required=True)
ap.add_argument("workflow")
a = ap.parse_args()
with open(a.workflow) as f:
    text = f.read()
new = yamlpatch.add_matrix_value(text, "python-version", a.add)
if new != text:
    with open(a.workflow, "w") as f:
        f.write(new)
    print(f"{a.workflow}: python-version += {a.add}")
else:
    print(f"{a.workflow}: unchanged")
