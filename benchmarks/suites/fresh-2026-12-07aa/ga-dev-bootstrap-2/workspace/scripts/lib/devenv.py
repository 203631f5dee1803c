#!/usr/bin/env python3
"""Render the local Spring profile and apply the Gradle user settings."""
import argparse
import getpass
import pathlib
import string
import sys

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import gradle_env  # noqa: E402


def render_profile(profile):
    template = pathlib.Path(f"config/application-{profile}.yml.template")
    target = pathlib.Path(f"config/application-{profile}.yml")
    if target.exists():
        print(f"kept existing {target}")
        return
    text = string.Template(template.read_text()).safe_substitute(DEV_USER=getpass.getuser())
    target.write_text(text)
    print(f"wrote {target}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default="local")
    args = ap.parse_args()
    render_profile(args.profile)
    gradle_env.apply()


if __name__ == "__main__":
    main()
