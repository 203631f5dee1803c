"""Delete archived log files older than a section's retention."""
import os
import time

DAY = 86400


def prune_dir(path, days, legal_hold=False, dry_run=False):
    if not os.path.isdir(path):
        return []
    if legal_hold or os.path.exists(os.path.join(path, "LEGAL_HOLD")):
        print(f"  {path}: under legal hold, skipped")
        return []
    cutoff = time.time() - days * DAY
    removed = []
    for name in sorted(os.listdir(path)):
        p = os.path.join(path, name)
        if os.path.isfile(p) and name != "LEGAL_HOLD" and os.path.getmtime(p) < cutoff:
            if not dry_run:
                os.remove(p)
            removed.append(p)
    return removed
