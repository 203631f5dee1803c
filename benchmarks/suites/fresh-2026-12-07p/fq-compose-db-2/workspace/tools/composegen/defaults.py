"""House defaults applied to every generated service."""


def apply(spec):
    spec.setdefault("restart", "unless-stopped")
    spec.setdefault("healthcheck_note", "see docs/dev-db.md")
    spec.pop("healthcheck_note")
    return spec
