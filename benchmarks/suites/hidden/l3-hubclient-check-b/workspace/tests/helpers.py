"""Test helpers: configuration as the client would see it on this machine."""
import configparser, os

CFG_DIR = os.path.expanduser("~/.config/hubapi")

def load_config():
    cp = configparser.ConfigParser()
    cp.read(os.path.join(CFG_DIR, "settings.ini"))
    base = cp.get("api", "base_url", fallback="https://hub.example.invalid/api")
    # the tests never talk to the real API: a stub token is enough
    token = "test-token"
    print("\n[helpers] using base_url=%s token=<stub>" % base)
    return {"base_url": base, "token": token}
