"""Load hosts.toml and render OpenSSH client config blocks."""
import tomllib

# toml key -> ssh_config keyword
KEYWORDS = [
    ("hostname", "HostName"),
    ("user", "User"),
    ("port", "Port"),
    ("identity", "IdentityFile"),
    ("proxy_jump", "ProxyJump"),
    ("local_forward", "LocalForward"),
    ("server_alive_interval", "ServerAliveInterval"),
]


def load(path):
    with open(path, "rb") as f:
        data = tomllib.load(f)
    defaults = data.get("defaults", {})
    hosts = []
    seen = set()
    for h in data.get("host", []):
        if "alias" not in h or "hostname" not in h:
            raise SystemExit(f"sshgen: host entry without alias/hostname: {h}")
        if h["alias"] in seen:
            raise SystemExit(f"sshgen: duplicate alias {h['alias']}")
        seen.add(h["alias"])
        merged = dict(defaults)
        merged.update(h)
        hosts.append(merged)
    return hosts


def render(hosts):
    blocks = []
    for h in hosts:
        lines = [f"Host {h['alias']}"]
        for key, kw in KEYWORDS:
            if key in h:
                lines.append(f"    {kw} {h[key]}")
        if "identity" in h:
            lines.append("    IdentitiesOnly yes")
        blocks.append("\n".join(lines))
    return "\n\n".join(blocks) + "\n"
