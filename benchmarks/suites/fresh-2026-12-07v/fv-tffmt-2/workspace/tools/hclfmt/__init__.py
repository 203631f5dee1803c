"""Minimal HCL formatter for this repo (indentation, whitespace, blank lines)."""
