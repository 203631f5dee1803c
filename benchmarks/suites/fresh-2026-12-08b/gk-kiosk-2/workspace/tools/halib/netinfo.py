"""Which networks the trusted_networks provider has to list for a device."""
import ipaddress
import os
import re


def proxy_networks(cfg):
    """Networks the reverse proxy connects from (http: trusted_proxies in configuration.yaml)."""
    with open(os.path.join(cfg, "configuration.yaml")) as f:
        text = f.read()
    m = re.search(r"trusted_proxies:\s*\n((?:\s+- .*\n)+)", text)
    return [l.strip()[2:].strip() for l in m.group(1).splitlines()] if m else []


def networks_for(cfg, ip):
    nets = [str(ipaddress.ip_network(ip + "/32"))]
    return nets
