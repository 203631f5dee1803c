"""A very small HTTP client."""
from .client import Client, get

__version__ = "1.3.2"
__all__ = ["Client", "get"]
