"""Plugins: modules in this package with page(html, ctx) and/or finish(ctx)."""
import importlib


def load(name):
    return importlib.import_module(f"docgen.plugins.{name}")
