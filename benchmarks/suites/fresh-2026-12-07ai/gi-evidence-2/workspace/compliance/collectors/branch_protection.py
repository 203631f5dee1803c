"""CC8.1 change management: branch protection and CODEOWNERS."""
import os
import shutil

CONTROL = "CC8.1"


def collect(out):
    os.makedirs(os.path.join(out, "change-mgmt"), exist_ok=True)
    done = []
    for src in (".github/CODEOWNERS", ".github/branch-protection.json"):
        if os.path.exists(src):
            dst = os.path.join("change-mgmt", os.path.basename(src))
            shutil.copy(src, os.path.join(out, dst))
            done.append(dst)
    return done
