"""labtools.hooks: things to do after a kernelspec is written."""
import os
import shutil
import sys

ASSETS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "assets")


def _copy_logos(spec_dir):
    for name in ("logo-32x32.png", "logo-64x64.png"):
        src = os.path.join(ASSETS, name)
        if os.path.exists(src):
            shutil.copy(src, os.path.join(spec_dir, name))


def post_install(name, spec_dir):
    _copy_logos(spec_dir)
