"""Source rewriters applied by `make fix`, in order."""
from . import deprecations, imports, whitespace

FIXERS = [imports.fix, deprecations.fix, whitespace.fix]
