from .loader import load
from .watch import watch

__version__ = "2.3.0"
