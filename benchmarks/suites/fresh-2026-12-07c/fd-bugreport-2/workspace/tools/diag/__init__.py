"""Diagnostics collector for bug reports."""
