import importlib
import pkgutil
import sys

from . import commands as _commands_pkg


def available_commands():
    return sorted(m.name for m in pkgutil.iter_modules(_commands_pkg.__path__))


def execute_from_command_line(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help", "help"):
        print("usage: manage.py <command> [options]\n\navailable commands:")
        for name in available_commands():
            print("    " + name)
        return 0
    name = argv[1]
    if name not in available_commands():
        print(f"Unknown command: {name!r}", file=sys.stderr)
        sys.exit(1)
    module = importlib.import_module(f"{_commands_pkg.__name__}.{name}")
    return module.Command().run_from_argv(argv[2:])
