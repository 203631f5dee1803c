"""Board account policy: normalisation applied to every users.table entry."""
import os

# interactive logins on the gateway get a real shell and the groups bench work needs
BENCH_GROUPS = ["dialout", "plugdev"]


def apply(u):
    if u["shell"] not in ("/bin/false", "/sbin/nologin"):
        u["groups"] = sorted(set(u["groups"]) | set(BENCH_GROUPS))
    return u


def extra_files(u, overlay):
    if u["home"] not in ("-", "/nonexistent") and u["shell"] not in ("/bin/false", "/sbin/nologin"):
        os.makedirs(os.path.join(overlay, u["home"].lstrip("/")), exist_ok=True)
