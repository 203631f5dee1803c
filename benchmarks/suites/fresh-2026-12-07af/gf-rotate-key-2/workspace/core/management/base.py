import argparse
import importlib
import os
import sqlite3
import sys


def settings():
    return importlib.import_module(os.environ.get("INGEST_SETTINGS_MODULE", "ingest_site.settings"))


def connection():
    conn = sqlite3.connect(settings().DATABASES["default"]["NAME"])
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


class CommandError(Exception):
    pass


class BaseCommand:
    help = ""

    def __init__(self):
        self.stdout = sys.stdout
        self.stderr = sys.stderr

    def add_arguments(self, parser):
        pass

    def run_from_argv(self, argv):
        parser = argparse.ArgumentParser(prog=f"manage.py {argv[1]}", description=self.help)
        self.add_arguments(parser)
        options = vars(parser.parse_args(argv[2:]))
        try:
            self.handle(**options)
        except CommandError as e:
            self.stderr.write(f"CommandError: {e}\n")
            return 1
        return 0

    def handle(self, **options):
        raise NotImplementedError
