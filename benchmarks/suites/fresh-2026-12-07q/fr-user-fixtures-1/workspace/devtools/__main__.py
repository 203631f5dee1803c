import sys

from . import fixtures

COMMANDS = {"fixtures": fixtures.main}


def main(argv):
    if not argv or argv[0] not in COMMANDS:
        print("usage: devtool {%s} ..." % "|".join(COMMANDS))
        return 2
    return COMMANDS[argv[0]](argv[1:])


sys.exit(main(sys.argv[1:]))
