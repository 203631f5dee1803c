"""acme build orchestration."""
__version__ = "1.4.0"
