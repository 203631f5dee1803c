"""Vendor IDs so adb sees the lab's USB hubs and phones."""
import os


def apply(ctx):
    path = os.path.join(ctx["home"], ".android", "adb_usb.ini")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    existing = set()
    if os.path.exists(path):
        with open(path) as fh:
            existing = {l.strip() for l in fh if l.strip() and not l.startswith("#")}
    ids = sorted(existing | set(ctx["profile"]["adb_vendor_ids"]))
    with open(path, "w") as fh:
        fh.write("# ANDROID 3RD PARTY USB VENDOR ID LIST -- managed by devicelab setup\n")
        fh.write("\n".join(ids) + "\n")
    return f"{len(ids)} vendor ids in {path}"
