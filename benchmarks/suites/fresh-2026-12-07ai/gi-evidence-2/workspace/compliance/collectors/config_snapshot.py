"""CC6.1 logical access: production configuration snapshot (secrets redacted)."""
import os

CONTROL = "CC6.1"
SOURCES = ["deploy/config/production.yaml", "deploy/.env.production"]


def _redact_env(text):
    out = []
    for line in text.splitlines():
        if "=" in line and not line.lstrip().startswith("#"):
            key = line.split("=", 1)[0]
            out.append(f"{key}=<redacted>")
        else:
            out.append(line)
    return "\n".join(out) + "\n"


def collect(out):
    os.makedirs(os.path.join(out, "config"), exist_ok=True)
    done = []
    for src in SOURCES:
        if not os.path.exists(src):
            continue
        with open(src) as f:
            text = f.read()
        if os.path.basename(src).startswith(".env"):
            text = _redact_env(text)
        dst = os.path.join("config", os.path.basename(src).lstrip("."))
        with open(os.path.join(out, dst), "w") as f:
            f.write(text)
        done.append(dst)
    return done
