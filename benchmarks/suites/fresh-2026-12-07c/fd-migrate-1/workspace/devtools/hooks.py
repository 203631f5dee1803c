"""Tiny hook registry so project tooling can react to migrations/fixtures."""
from . import maintenance

HOOKS = {
    "post_migrate": [maintenance.after_migrate],
    "post_fixtures": [maintenance.after_fixtures],
}


def run(event, conn, **kw):
    for fn in HOOKS.get(event, []):
        fn(conn, **kw)
