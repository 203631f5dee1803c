__version__ = "0.3.0"

from .core import tokenize
