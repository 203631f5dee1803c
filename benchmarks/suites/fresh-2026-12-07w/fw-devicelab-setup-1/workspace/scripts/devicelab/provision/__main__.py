"""Run the provisioning steps named in a device lab profile."""
import argparse
import importlib
import json
import os


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", required=True)
    args = ap.parse_args()
    with open(args.profile, encoding="utf-8") as fh:
        profile = json.load(fh)
    ctx = {"home": os.path.expanduser("~"), "profile": profile}
    for name in profile["steps"]:
        step = importlib.import_module(f"provision.steps.{name}")
        msg = step.apply(ctx)
        print(f"[devicelab] {name}: {msg}")


if __name__ == "__main__":
    main()
