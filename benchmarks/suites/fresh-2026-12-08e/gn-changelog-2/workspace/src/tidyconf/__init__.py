"""Layered configuration loading."""
from .loader import load

__all__ = ["load"]
__version__ = "1.4.0"
