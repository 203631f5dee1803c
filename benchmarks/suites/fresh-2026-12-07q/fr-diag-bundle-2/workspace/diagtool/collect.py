"""Run every plugin in diagtool/plugins and print their sections."""
import importlib
import pkgutil

from . import plugins


def main():
    for mod in sorted(pkgutil.iter_modules(plugins.__path__), key=lambda m: m.name):
        plugin = importlib.import_module(f"{plugins.__name__}.{mod.name}")
        title, body = plugin.collect()
        print(f"== {title}")
        print(body.rstrip())
        print()


main()
