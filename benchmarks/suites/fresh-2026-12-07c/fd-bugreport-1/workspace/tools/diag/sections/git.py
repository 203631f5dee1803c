import subprocess


def _git(*args):
    r = subprocess.run(["git", *args], capture_output=True, text=True)
    return r.stdout.strip() if r.returncode == 0 else ""


def collect():
    yield f"branch: {_git('rev-parse', '--abbrev-ref', 'HEAD') or '?'}"
    yield f"commit: {_git('log', '-1', '--format=%h %s') or '?'}"
    dirty = _git("status", "--porcelain")
    yield f"dirty files: {len(dirty.splitlines()) if dirty else 0}"
