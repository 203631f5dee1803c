"""labtools.kernel: write a kernelspec for the project interpreter."""
import argparse
import json
import os
import sys

from labtools import hooks


def data_dir():
    return os.environ.get("JUPYTER_DATA_DIR") or os.path.expanduser("~/.local/share/jupyter")


def install(name, display_name):
    spec_dir = os.path.join(data_dir(), "kernels", name)
    os.makedirs(spec_dir, exist_ok=True)
    spec = {
        "argv": [sys.executable, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
        "display_name": display_name,
        "language": "python",
        "env": {"PYTHONPATH": os.getcwd()},
        "metadata": {"debugger": True},
    }
    with open(os.path.join(spec_dir, "kernel.json"), "w") as f:
        json.dump(spec, f, indent=1)
    hooks.post_install(name, spec_dir)
    print(f"Installed kernelspec {name} in {spec_dir}")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="labtools.kernel")
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("install")
    p.add_argument("--name", required=True)
    p.add_argument("--display-name", required=True)
    a = ap.parse_args(argv)
    install(a.name, a.display_name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
