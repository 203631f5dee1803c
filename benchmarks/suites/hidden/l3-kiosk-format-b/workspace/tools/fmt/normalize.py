#!/usr/bin/env python3
"""normalize.py FILE | --finish: 2-space indents, no trailing blanks, final newline."""
import sys
sys.path.insert(0, __file__.rsplit("/", 1)[0])
import rules

def fmt(path):
    with open(path) as f:
        old = f.read()
    new = rules.apply(old)
    if new != old:
        with open(path, "w") as f:
            f.write(new)
        print("formatted", path)

if __name__ == "__main__":
    if sys.argv[1] == "--finish":
        rules.finish()
    else:
        fmt(sys.argv[1])
