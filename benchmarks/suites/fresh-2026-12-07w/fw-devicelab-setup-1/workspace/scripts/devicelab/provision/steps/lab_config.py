"""Client config for the lab controller (device reservations, adb tunnel)."""
import json
import os


def apply(ctx):
    p = ctx["profile"]
    cfg = {
        "lab": p["lab"],
        "controller": p["controller"],
        "adbServerPort": p["adb_server_port"],
        "tunnel": {"user": os.environ.get("USER", "dev"), "localPort": 15037},
    }
    path = os.path.join(ctx["home"], ".config", "devicelab", "lab.json")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as fh:
        json.dump(cfg, fh, indent=2)
        fh.write("\n")
    return f"wrote {path}"
