from .render import build_rules

__all__ = ["build_rules"]
