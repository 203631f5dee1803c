#!/usr/bin/env python3
"""render_unit.py SRC DEST REPO — copy a unit file, expanding @REPO@ and @HOME@."""
import os
import sys

src, dest, repo = sys.argv[1:4]
text = open(src).read().replace("@REPO@", repo).replace("@HOME@", os.path.expanduser("~"))
tmp = dest + ".tmp"
with open(tmp, "w") as f:
    f.write(text)
os.chmod(tmp, 0o644)
os.replace(tmp, dest)
