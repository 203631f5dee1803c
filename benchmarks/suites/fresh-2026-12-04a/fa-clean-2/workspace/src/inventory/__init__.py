"""Stock levels and reorder points."""
__version__ = "0.3.1"
