"""Small shop backend used by the storefront API."""

__version__ = "2.7.1"
