"""Bash completion for shopctl.

    python3 -m shopctl.completion install   # ~/.local/share/shopctl + ~/.bashrc
    python3 -m shopctl.completion print     # script on stdout
"""
import os
import sys

from shopctl.cli import COMMANDS

MARK = "# >>> shopctl completion >>>"
TARGET = os.path.expanduser("~/.local/share/shopctl/completion.bash")


def script():
    groups = " ".join(COMMANDS)
    cases = "\n".join(f'        {g}) COMPREPLY=($(compgen -W "{" ".join(v)}" -- "$cur"));;' for g, v in COMMANDS.items())
    return f"""# bash completion for shopctl (generated)
_shopctl() {{
    local cur=${{COMP_WORDS[COMP_CWORD]}}
    if [ "$COMP_CWORD" -eq 1 ]; then
        COMPREPLY=($(compgen -W "{groups}" -- "$cur"))
        return
    fi
    case "${{COMP_WORDS[1]}}" in
{cases}
    esac
}}
complete -F _shopctl shopctl
"""


def install():
    os.makedirs(os.path.dirname(TARGET), exist_ok=True)
    with open(TARGET, "w") as f:
        f.write(script())
    rc = os.path.expanduser("~/.bashrc")
    existing = open(rc).read() if os.path.exists(rc) else ""
    if MARK not in existing:
        with open(rc, "a") as f:
            f.write(f"\n{MARK}\n[ -f {TARGET} ] && . {TARGET}\n# <<< shopctl completion <<<\n")
    print(f"completion installed: {TARGET} (sourced from ~/.bashrc); open a new shell")


if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "print"
    if cmd == "install":
        install()
    else:
        sys.stdout.write(script())
