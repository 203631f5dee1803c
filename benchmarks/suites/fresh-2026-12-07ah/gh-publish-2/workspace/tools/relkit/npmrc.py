"""Read auth for a registry from ~/.npmrc the way npm does (//host/:_authToken=...)."""
import pathlib, re

def auth_for(url):
    key = "//" + re.sub(r"^https?://", "", url)
    rc = pathlib.Path.home() / ".npmrc"
    if not rc.exists():
        return {"present": False}
    for line in rc.read_text().splitlines():
        if line.startswith(key) and ":_authToken=" in line:
            return {"present": True, "source": str(rc), "line": line}
    return {"present": False, "source": str(rc)}
