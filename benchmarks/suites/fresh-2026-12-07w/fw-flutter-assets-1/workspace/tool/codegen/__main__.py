"""python3 -m codegen TARGET: run one generator pipeline."""
import sys
from pathlib import Path

from codegen.pipeline import PIPELINES


def main(argv):
    if len(argv) != 1 or argv[0] not in PIPELINES:
        sys.exit(f"usage: codegen {{{','.join(PIPELINES)}}}")
    root = Path.cwd()
    for step in PIPELINES[argv[0]]:
        step(root)


main(sys.argv[1:])
