import sys
from . import load


def main(argv=None):
    argv = argv or sys.argv[1:]
    print(load(argv[0]))
