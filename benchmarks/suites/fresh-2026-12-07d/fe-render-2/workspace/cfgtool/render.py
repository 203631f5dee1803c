"""Render templates: {{ name }} is replaced by the profile value `name`;
{{ secrets }} expands to NAME=value lines for the profile's secrets."""
import os
import re
import tomllib
from pathlib import Path

from . import secrets

VAR = re.compile(r"\{\{\s*([a-z_]+)\s*\}\}")


def load_profile(name):
    values = {}
    for f in (Path("profiles/base.toml"), Path(f"profiles/{name}.toml")):
        if not f.exists():
            raise SystemExit(f"cfgtool: no profile file {f}")
        with open(f, "rb") as fh:
            values.update(tomllib.load(fh))
    values["profile"] = name
    return values


def render_text(text, values, secret_values):
    def sub(m):
        key = m.group(1)
        if key == "secrets":
            return "\n".join(f"{k}={v}" for k, v in sorted(secret_values.items()))
        if key not in values:
            raise SystemExit(f"cfgtool: template needs {key!r}, which the profile does not define")
        return str(values[key])
    return VAR.sub(sub, text)


def render_profile(profile, template_dir, out_dir):
    values = load_profile(profile)
    secret_values = secrets.load(profile)
    written = []
    for tmpl in sorted(Path(template_dir).glob("*.tmpl")):
        out = Path(out_dir) / tmpl.stem
        out.write_text(render_text(tmpl.read_text(), values, secret_values))
        os.chmod(out, 0o600)
        written.append(str(out))
    return written
