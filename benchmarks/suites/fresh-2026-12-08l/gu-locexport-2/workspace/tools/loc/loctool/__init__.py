"""Emberfall localization tooling."""
__version__ = "2.3.0"
