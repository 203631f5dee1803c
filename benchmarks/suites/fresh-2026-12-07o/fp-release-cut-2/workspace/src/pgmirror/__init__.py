"""pgmirror: mirror PostgreSQL schemas."""

__version__ = "2.2.1"
