"""CC6.2 access reviews: the quarterly reviewer sign-off."""
import os
import shutil

CONTROL = "CC6.2"


def collect(out):
    src = "compliance/access-reviews"
    os.makedirs(os.path.join(out, "access"), exist_ok=True)
    done = []
    for fn in sorted(os.listdir(src)):
        shutil.copy(os.path.join(src, fn), os.path.join(out, "access", fn))
        done.append(os.path.join("access", fn))
    return done
