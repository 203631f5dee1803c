"""Profile overlays. Each profile may only add what its environment needs."""


def apply(services, profile):
    for key, fn in (("replicas", _replicas), ("debug", _debug), ("ports", _ports), ("mount_source", _mount)):
        if profile.get(key):
            fn(services, profile)


def _replicas(services, profile):
    for name, n in profile["replicas"].items():
        services[name].setdefault("deploy", {})["replicas"] = n


def _ports(services, profile):
    for name, ports in profile["ports"].items():
        services[name]["ports"] = list(ports)


def _mount(services, profile):
    for name, svc in services.items():
        if not svc["_external"]:
            svc.setdefault("volumes", []).append(f"./src/{name}:/app/src:ro")


def _debug(services, profile):
    """Debug builds: verbose logs and the debugpy listener (published by _ports)."""
    for name, svc in services.items():
        if svc["_external"]:
            continue
        env = svc.setdefault("environment", {})
        env["LOG_LEVEL"] = "debug"
        env["DEBUGPY_LISTEN"] = "0.0.0.0:5678"
