import sys

from tools.devsetup import env, hooks

COMMANDS = {"hooks": hooks.install, "env": env.write_example}

if len(sys.argv) != 2 or sys.argv[1] not in COMMANDS:
    raise SystemExit("usage: python3 -m tools.devsetup {hooks|env}")
COMMANDS[sys.argv[1]]()
