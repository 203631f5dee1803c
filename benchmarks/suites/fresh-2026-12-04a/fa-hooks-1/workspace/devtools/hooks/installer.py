import os
import stat
import subprocess
from pathlib import Path

from . import shell

MARKER = "# installed by devtools.hooks"

HOOKS = {
    "pre-commit": """#!/bin/sh
{marker}
# lint the tree before every commit (skip with: git commit --no-verify)
exec make -s lint
""",
    "pre-push": """#!/bin/sh
{marker}
# run the unit tests before pushing
exec make -s test
""",
}


def _hooks_dir() -> Path:
    out = subprocess.run(["git", "rev-parse", "--git-path", "hooks"], capture_output=True, text=True, check=True)
    return Path(out.stdout.strip()).resolve()


def install(force=False):
    hooks = _hooks_dir()
    hooks.mkdir(parents=True, exist_ok=True)
    for name, body in HOOKS.items():
        path = hooks / name
        if path.exists() and MARKER not in path.read_text() and not force:
            print(f"  skip {name}: a hook not written by devtools exists (use --force)")
            continue
        path.write_text(body.format(marker=MARKER))
        path.chmod(path.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
        print(f"  installed {name}")
    shell.ensure_tools_on_path(Path.cwd())
    print("git hooks ready.")
    return 0


def uninstall():
    hooks = _hooks_dir()
    for name in HOOKS:
        path = hooks / name
        if path.exists() and MARKER in path.read_text():
            path.unlink()
            print(f"  removed {name}")
    return 0
