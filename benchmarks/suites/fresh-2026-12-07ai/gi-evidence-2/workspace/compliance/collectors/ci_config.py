"""CC7.1 vulnerability management: CI security scanning configuration."""
import os
import shutil

CONTROL = "CC7.1"


def collect(out):
    os.makedirs(os.path.join(out, "ci"), exist_ok=True)
    done = []
    for fn in sorted(os.listdir(".github/workflows")):
        shutil.copy(os.path.join(".github/workflows", fn), os.path.join(out, "ci", fn))
        done.append(os.path.join("ci", fn))
    return done
