#!/usr/bin/env python3
"""Command-line utility for administrative tasks (Django-style)."""
import os
import sys


def main():
    os.environ.setdefault("SHOPFRONT_SETTINGS", "shopfront.settings")
    from shopfront.management import execute_from_command_line
    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()
