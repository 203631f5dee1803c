import os, pathlib, stat

HOME = pathlib.Path(os.path.expanduser("~"))

def kernels_dir():
    base = os.environ.get("JUPYTER_DATA_DIR") or HOME / ".local/share/jupyter"
    return pathlib.Path(base) / "kernels"

def prepare_user_env():
    """Make sure user-level dirs jupyter expects exist."""
    (HOME / ".local/share/jupyter/runtime").mkdir(parents=True, exist_ok=True)
    (HOME / ".local/share/jupyter/runtime").chmod(stat.S_IRWXU)
