"""Checks. Each takes a path and returns a list of findings."""
from lintkit.checks.basic import syntax, strict_mode, unquoted_vars
from lintkit.checks.env import context

ALL = [syntax, strict_mode, unquoted_vars]
