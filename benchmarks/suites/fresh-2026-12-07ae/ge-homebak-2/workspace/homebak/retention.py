"""Retention policy: keep the newest N archives; pinned archives are never
deleted and do not count towards N."""


def plan(archives, keep, pins):
    if keep < 1:
        raise SystemExit("homebak: --keep must be at least 1")
    pinned = [a for a in archives if a.name in pins]
    rest = [a for a in archives if a.name not in pins]
    rest.sort(key=lambda a: a.date, reverse=True)
    kept = pinned + rest[:keep]
    drop = rest[keep:]
    return sorted(kept, key=lambda a: a.date), sorted(drop, key=lambda a: a.date)
