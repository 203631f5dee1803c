"""units.conf -> dict with validated, normalized values."""
import configparser
import re
import shutil

DURATION = re.compile(r"^(\d+)\s*(s|sec|min|m|h)$")


def to_oncalendar(interval):
    m = DURATION.match(interval.strip())
    if not m:
        raise SystemExit(f"unitgen: bad interval {interval!r} (use e.g. 15min, 1h)")
    n, unit = int(m.group(1)), m.group(2)
    if unit in ("min", "m"):
        return f"*:0/{n}" if n < 60 else f"0/{n // 60}:00"
    if unit == "h":
        return f"0/{n}:00"
    return f"*:*:0/{n}"


def load(path):
    cp = configparser.ConfigParser()
    with open(path) as f:
        cp.read_file(f)
    s = cp["mbsync"]
    mbsync = shutil.which("mbsync") or "/usr/bin/mbsync"
    post = s.get("post_sync", "").strip()
    return {
        "interval": s.get("interval", "15min"),
        "on_calendar": to_oncalendar(s.get("interval", "15min")),
        "exec_start": f"{mbsync} {s.get('channels', '-a')}",
        "exec_start_post": f"/usr/bin/{post}" if post and not post.startswith("/") else post,
        "timeout": s.get("timeout", "5min"),
        "randomized_delay": s.get("randomized_delay", "30s"),
    }
