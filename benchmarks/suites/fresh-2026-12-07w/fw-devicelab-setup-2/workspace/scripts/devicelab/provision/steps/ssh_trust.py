"""Trust the lab controller's host key so the adb tunnel opens without a prompt."""
import os


def _append_once(path, line, mode=0o644):
    os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
    lines = []
    if os.path.exists(path):
        with open(path) as fh:
            lines = [l.rstrip("\n") for l in fh]
    if line not in lines:
        with open(path, "a") as fh:
            fh.write(line + "\n")
    os.chmod(path, mode)


def apply(ctx):
    p = ctx["profile"]
    ssh = os.path.join(ctx["home"], ".ssh")
    _append_once(os.path.join(ssh, "known_hosts"), f'{p["controller"]} {p["controller_host_key"]}')
    return "controller host key trusted"
