"""Register a virtualenv as a Jupyter kernel (no jupyter install needed)."""
import argparse, json, os, sys
from . import env

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--name", required=True)
    ap.add_argument("--venv", default=".venv")
    a = ap.parse_args()
    py = os.path.abspath(os.path.join(a.venv, "bin", "python"))
    kdir = env.kernels_dir() / a.name
    kdir.mkdir(parents=True, exist_ok=True)
    spec = {"argv": [py, "-m", "ipykernel_launcher", "-f", "{connection_file}"],
            "display_name": f"Python ({a.name})", "language": "python",
            "metadata": {"debugger": True}}
    (kdir / "kernel.json").write_text(json.dumps(spec, indent=1) + "\n")
    env.prepare_user_env()
    print(f"registered kernel {a.name} -> {kdir}")

if __name__ == "__main__":
    main()
