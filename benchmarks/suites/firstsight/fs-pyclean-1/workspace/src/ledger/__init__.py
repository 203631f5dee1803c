from .core import total
