import os
import platform
import shutil
import subprocess


def collect():
    yield f"os: {platform.system()} {platform.release()} ({platform.machine()})"
    try:
        with open("/etc/os-release") as f:
            for line in f:
                if line.startswith("PRETTY_NAME="):
                    yield "distro: " + line.split("=", 1)[1].strip().strip('"')
    except OSError:
        pass
    yield f"shell: {os.environ.get('SHELL', '?')}"


def toolchain():
    for tool in ("rustc", "cargo", "rustup"):
        path = shutil.which(tool)
        if not path:
            yield f"{tool}: not found on PATH"
            continue
        r = subprocess.run([tool, "--version"], capture_output=True, text=True, timeout=20)
        lines = (r.stdout.strip() or r.stderr.strip() or "?").splitlines()
        yield f"{tool}: {lines[0]} ({path})"
