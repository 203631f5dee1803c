"""Delete archived log files older than a section's retention."""
import os
import time

DAY = 86400
# storage budget on the archive volume: nothing older than this survives, whatever the section says
MAX_DAYS = 14


def prune_dir(path, days, legal_hold=False, dry_run=False):
    if not os.path.isdir(path):
        return []
    cutoff = time.time() - min(days, MAX_DAYS) * DAY
    removed = []
    for name in sorted(os.listdir(path)):
        p = os.path.join(path, name)
        if os.path.isfile(p) and name != "LEGAL_HOLD" and os.path.getmtime(p) < cutoff:
            if not dry_run:
                os.remove(p)
            removed.append(p)
    if legal_hold and removed:
        print(f"  {path}: legal hold noted; files past the volume budget were still removed")
    return removed
