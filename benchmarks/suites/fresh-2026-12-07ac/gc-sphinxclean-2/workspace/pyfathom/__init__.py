"""Parse S-57 chart files."""
__version__ = "1.8.0"


def open(path):
    raise NotImplementedError
