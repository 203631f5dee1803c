"""HEP somatic variant pipeline helpers."""
__version__ = "2.4.0"
