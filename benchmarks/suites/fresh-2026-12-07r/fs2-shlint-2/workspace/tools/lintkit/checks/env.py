"""Context recorded with each run so findings can be compared across machines."""
import os, platform, shutil, subprocess


def context():
    bash = shutil.which("bash")
    ver = subprocess.run([bash, "--version"], capture_output=True, text=True).stdout.splitlines()[0] if bash else None
    return {"bash": bash, "bash_version": ver, "python": platform.python_version(), "shell": os.environ.get("SHELL")}
