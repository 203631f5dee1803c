#!/usr/bin/env python3
"""Django-style admin commands for the ingest service.

The ingest workers run without the web stack, so this is a small stand-in for
django-admin: `python3 manage.py <command> [args]`, commands live in
<app>/management/commands/<command>.py and subclass core.management.BaseCommand.
"""
import importlib
import os
import pkgutil
import sys

INSTALLED_APPS = ["core", "accounts", "ingest"]


def find_command(name):
    for app in INSTALLED_APPS:
        try:
            return importlib.import_module(f"{app}.management.commands.{name}")
        except ModuleNotFoundError as e:
            if e.name != f"{app}.management.commands.{name}":
                raise
    return None


def main():
    os.environ.setdefault("INGEST_SETTINGS_MODULE", "ingest_site.settings")
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "help", "--help"):
        print("Available subcommands:")
        for app in INSTALLED_APPS:
            pkg = importlib.import_module(f"{app}.management.commands")
            for m in pkgutil.iter_modules(pkg.__path__):
                print(f"  [{app}] {m.name}")
        return 0
    mod = find_command(sys.argv[1])
    if mod is None:
        print(f"Unknown command: {sys.argv[1]!r}", file=sys.stderr)
        return 1
    return mod.Command().run_from_argv(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
