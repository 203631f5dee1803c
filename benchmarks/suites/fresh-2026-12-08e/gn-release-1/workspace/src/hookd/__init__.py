"""Tiny webhook receiver."""

__version__ = "0.8.3"
