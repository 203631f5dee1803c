"""Let a wall tablet auto-login as the kiosk user via the trusted_networks auth provider."""
import ipaddress
import json
import os

from halib import netinfo

BLOCK_START = "  # >>> kiosk (tools/ha) >>>"
BLOCK_END = "  # <<< kiosk (tools/ha) <<<"


def user_id(cfg, username):
    with open(os.path.join(cfg, ".storage", "auth")) as f:
        auth = json.load(f)
    for u in auth["data"]["users"]:
        if u["name"].lower() == username:
            return u["id"]
    raise SystemExit(f"no HA user named {username}; create it in the UI first")


def add_kiosk(cfg, name, ip):
    ipaddress.ip_address(ip)
    uid = user_id(cfg, "kiosk")
    nets = netinfo.networks_for(cfg, ip)
    lines = [BLOCK_START,
             "  auth_providers:",
             "    - type: trusted_networks",
             "      trusted_networks:"]
    lines += [f"        - {n}" for n in nets]
    lines += ["      trusted_users:",
              f"        {ip}: {uid}    # {name} tablet",
              "      allow_bypass_login: true",
              "    - type: homeassistant",
              BLOCK_END]
    path = os.path.join(cfg, "configuration.yaml")
    with open(path) as f:
        text = f.read()
    if BLOCK_START in text:
        a, b = text.index(BLOCK_START), text.index(BLOCK_END) + len(BLOCK_END) + 1
        text = text[:a] + text[b:]
    head = "homeassistant:\n"
    i = text.index(head) + len(head)
    text = text[:i] + "\n".join(lines) + "\n" + text[i:]
    with open(path, "w") as f:
        f.write(text)
    print(f"{name}: {ip} auto-logs in as kiosk ({uid[:8]}...); trusted: {', '.join(nets)}")
    print("restart Home Assistant to apply")
