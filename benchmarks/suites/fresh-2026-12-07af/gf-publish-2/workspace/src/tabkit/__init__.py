__version__ = "0.4.1"

from .io import read_partitioned
from .schema import coerce_schema

__all__ = ["read_partitioned", "coerce_schema"]
