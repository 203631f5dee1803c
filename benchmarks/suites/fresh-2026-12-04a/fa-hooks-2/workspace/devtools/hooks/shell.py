"""Make the hook commands find the repository's lint tools.

Hooks run from GUI git clients and IDEs too, whose environment is the login
shell's, so the tools' directory has to be on PATH there and not only in the
terminal that ran `make hooks`. We don't edit anyone's shell profile: we only
say what to add when the tools are not found.
"""
import os
import shutil
from pathlib import Path


def ensure_tools_on_path(repo: Path):
    tools = repo.resolve() / "devtools" / "bin"
    if not tools.is_dir() or shutil.which("make") is None:
        return
    if str(tools) not in os.environ.get("PATH", "").split(os.pathsep):
        print(f'  note: hooks from GUI clients need {tools} on PATH (export PATH="{tools}:$PATH")')
