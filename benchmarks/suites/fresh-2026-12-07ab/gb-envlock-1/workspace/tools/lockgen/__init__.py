"""Tiny offline lock-file generator for conda environments."""
