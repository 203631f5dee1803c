#!/usr/bin/env python3
import os
import sys

MAX_BYTES = 8 * 1024 * 1024  # 8 MiB source texture limit (4k RGBA compressed PNG)

bad = [f for f in sys.argv[1:] if os.path.getsize(f) > MAX_BYTES]
for f in bad:
    print(f"texture over budget: {f} ({os.path.getsize(f) / 1048576:.1f} MiB > 8 MiB)")
sys.exit(1 if bad else 0)
