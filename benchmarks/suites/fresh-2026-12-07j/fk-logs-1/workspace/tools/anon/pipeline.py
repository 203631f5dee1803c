import os

from .rules import redact
from .sinks import open_sinks


def run(src, out_dir):
    os.makedirs(out_dir, exist_ok=True)
    out_path = os.path.join(out_dir, os.path.basename(src))
    sinks = open_sinks(out_path)
    n = 0
    try:
        with open(src, encoding="utf-8", errors="replace") as f:
            for raw in f:
                clean = redact(raw)
                for s in sinks:
                    s.write(raw, clean)
                n += 1
    finally:
        for s in sinks:
            s.close()
    return n
