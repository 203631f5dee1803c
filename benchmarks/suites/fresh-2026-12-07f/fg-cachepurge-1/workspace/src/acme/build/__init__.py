"""Build graph construction and planning."""
from .graph import Graph  # noqa: F401
