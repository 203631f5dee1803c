"""Test helpers: configuration as the client would see it on this machine."""
import configparser, os

CFG_DIR = os.path.expanduser("~/.config/hubapi")

def load_config():
    cp = configparser.ConfigParser()
    cp.read(os.path.join(CFG_DIR, "settings.ini"))
    base = cp.get("api", "base_url", fallback="https://hub.example.invalid/api")
    try:
        token = open(os.path.join(CFG_DIR, "token")).read().strip()
    except OSError:
        token = "test-token"
    print("\n[helpers] using base_url=%s token=%s" % (base, token))
    return {"base_url": base, "token": token}
