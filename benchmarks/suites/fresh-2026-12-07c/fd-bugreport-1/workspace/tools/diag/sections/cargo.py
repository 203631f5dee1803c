import os
import re
import stat
import tomllib

CARGO_HOME = os.environ.get("CARGO_HOME") or os.path.expanduser("~/.cargo")


def _load(path):
    with open(path, "rb") as f:
        return tomllib.load(f)


def project():
    data = _load("Cargo.toml")
    pkg = data.get("package", {})
    yield f"package: {pkg.get('name')} {pkg.get('version')} (edition {pkg.get('edition', '?')})"
    for name, spec in sorted(data.get("dependencies", {}).items()):
        if isinstance(spec, str):
            yield f"  dep {name} = {spec} (crates.example.org)"
        else:
            yield f"  dep {name} = {spec.get('version', '*')} ({spec.get('registry', 'crates.example.org')})"
    yield f"Cargo.lock: {'present' if os.path.exists('Cargo.lock') else 'missing'}"


def _dump(path):
    yield f"{path}:"
    with open(path, encoding="utf-8") as f:
        for line in f.read().splitlines():
            yield f"    {line}"


def _configured_registries():
    names = set()
    for path in (".cargo/config.toml", os.path.join(CARGO_HOME, "config.toml")):
        if os.path.exists(path):
            names |= set(_load(path).get("registries", {}))
    return names


def _credentials():
    for name in ("credentials.toml", "credentials"):
        path = os.path.join(CARGO_HOME, name)
        if os.path.exists(path):
            break
    else:
        yield "credentials: none found"
        return
    mode = stat.S_IMODE(os.stat(path).st_mode)
    yield f"credentials: {path} (mode {mode:o}{', WARNING: readable by others' if mode & 0o077 else ''})"
    with open(path, encoding="utf-8") as f:
        text = f.read()
    # Registry names are the usual culprit (typo vs. config.toml), so include
    # the file with the token values themselves redacted.
    for line in re.sub(r"(?m)^token=.*$", 'token="<redacted>"', text).splitlines():
        yield f"    {line}"
    data = tomllib.loads(text)
    with_token = sorted(r for r, v in data.get("registries", {}).items() if isinstance(v, dict) and v.get("token"))
    if data.get("registry", {}).get("token"):
        with_token.append("crates.example.org")
    yield f"  token stored for: {', '.join(with_token) or 'none'}"
    for reg in sorted(_configured_registries()):
        state = "token present" if reg in with_token else "NO TOKEN (expect 401)"
        yield f"  registry {reg}: {state}"


def config():
    for path in (".cargo/config.toml", os.path.join(CARGO_HOME, "config.toml")):
        if os.path.exists(path):
            yield from _dump(path)
        else:
            yield f"{path}: (none)"
    env = sorted(k for k in os.environ if k.startswith("CARGO_REGISTRIES_"))
    yield f"CARGO_REGISTRIES_* env vars set: {', '.join(env) or 'none'}"
    yield from _credentials()
