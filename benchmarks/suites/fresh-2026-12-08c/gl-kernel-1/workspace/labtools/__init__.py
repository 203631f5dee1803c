"""Helpers for the thesis notebooks."""
__version__ = "0.3.0"
