"""Retention policy: keep the newest N archives; pinned archives are kept and
do not count towards N. Pins expire: a pin older than PIN_TTL_DAYS (measured
from the newest archive) is treated as forgotten, otherwise pinned archives
pile up forever."""

PIN_TTL_DAYS = 120


def _live_pins(archives, pins):
    if not archives:
        return set()
    newest = max(a.date for a in archives)
    return {a.name for a in archives
            if a.name in pins and (newest - a.date).days <= PIN_TTL_DAYS}


def plan(archives, keep, pins):
    if keep < 1:
        raise SystemExit("homebak: --keep must be at least 1")
    live = _live_pins(archives, pins)
    pinned = [a for a in archives if a.name in live]
    rest = [a for a in archives if a.name not in live]
    rest.sort(key=lambda a: a.date, reverse=True)
    kept = pinned + rest[:keep]
    drop = rest[keep:]
    return sorted(kept, key=lambda a: a.date), sorted(drop, key=lambda a: a.date)
