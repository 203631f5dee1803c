import argparse
import sys

from unitgen import config, render


def main(argv=None):
    ap = argparse.ArgumentParser(prog="unitgen")
    ap.add_argument("--config", default="units.conf")
    ap.add_argument("--templates", default="templates")
    ap.add_argument("--out", required=True)
    a = ap.parse_args(argv)
    cfg = config.load(a.config)
    for path in render.write_all(cfg, a.templates, a.out):
        print("wrote", path)
    return 0


sys.exit(main())
