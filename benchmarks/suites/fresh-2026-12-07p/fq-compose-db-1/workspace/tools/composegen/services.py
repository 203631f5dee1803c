from . import defaults

CATALOG = {
    "postgres": {
        "name": "db",
        "image": "postgres:16",
        "environment": {"POSTGRES_USER": "analytics", "POSTGRES_PASSWORD": "analytics", "POSTGRES_DB": "analytics"},
        "ports": ["5432:5432"],
        "volumes": ["./.pgdata:/var/lib/postgresql/data"],
    },
}


def render(service):
    spec = dict(CATALOG[service])
    spec = defaults.apply(spec)
    lines = [f"  {spec.pop('name')}:"]
    for key, value in spec.items():
        if isinstance(value, dict):
            lines.append(f"    {key}:")
            lines += [f"      {k}: {v}" for k, v in value.items()]
        elif isinstance(value, list):
            lines.append(f"    {key}:")
            lines += [f'      - "{v}"' for v in value]
        else:
            lines.append(f"    {key}: {str(value).lower() if isinstance(value, bool) else value}")
    return "\n".join(lines) + "\n"
