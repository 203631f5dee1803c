import re

EPOCH = re.compile(r"^epoch_(\d+)\.pt$")
PROTECTED = re.compile(r"^(best|last)\.ckpt$")  # lightning-style names

def _epoch(n):
    m = EPOCH.match(n)
    return int(m.group(1)) if m else -1

def to_delete(names, keep):
    ckpts = [n for n in names if n.endswith(".pt") and not PROTECTED.match(n)]
    ckpts.sort(key=_epoch)
    return ckpts[:-keep] if keep else ckpts
