"""lintkit: the small YAML/template linter used by this repo's CI."""
__version__ = "0.9.2"
