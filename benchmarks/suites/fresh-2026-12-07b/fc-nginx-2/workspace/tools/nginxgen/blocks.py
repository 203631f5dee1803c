"""nginx blocks for the generator. Every function returns a list of lines (no indentation)."""

PROXY_HEADERS = [
    "proxy_set_header Host $host;",
    "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    "proxy_set_header X-Forwarded-Proto $scheme;",
]


def upstream_block(name, servers):
    return [f"upstream {name} {{"] + [f"    server {s};" for s in servers] + ["    keepalive 16;", "}"]


def access_rules(loc):
    """allow/deny lines; a location with an allow list always ends in `deny all`."""
    rules = [f"allow {cidr};" for cidr in loc.get("allow", [])]
    if loc.get("allow") and not loc.get("deny_others", True):
        raise ValueError(f"{loc['path']}: an allow list without deny_others would allow everyone")
    if rules:
        rules.append("deny all;")
    return rules


def location_block(loc):
    body = access_rules(loc)
    if loc.get("auth_basic"):
        body += ['auth_basic "restricted";', f"auth_basic_user_file {loc['auth_basic']};"]
    if loc.get("access_log") is False:
        body.append("access_log off;")
    if "return" in loc:
        code, text = loc["return"]
        body.append(f'return {code} "{text}";')
    elif "alias" in loc:
        body.append(f"alias {loc['alias']};")
        if loc.get("expires"):
            body.append(f"expires {loc['expires']};")
    elif "proxy" in loc:
        body.append(f"proxy_pass http://{loc['proxy']};")
        body += PROXY_HEADERS
    return [f"location {loc['path']} {{"] + ["    " + b for b in body] + ["}"]
