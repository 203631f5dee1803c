"""Point-in-time snapshots and verified restores for PostgreSQL."""

__version__ = "1.7.2"
