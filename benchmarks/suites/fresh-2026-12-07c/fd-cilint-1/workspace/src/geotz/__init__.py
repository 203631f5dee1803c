"""Guess an IANA time zone from coordinates (coarse, offline)."""

ZONES = [
    ((-10.0, 40.0), "Europe/Lisbon"),
    ((40.0, -5.0), "America/New_York"),
]


def guess(lat: float, lon: float) -> str:
    if -30 <= lon < 40 and lat > 35:
        return "Europe/Berlin" if lon > 5 else "Europe/London"
    if -130 <= lon < -60:
        return "America/New_York" if lon > -90 else "America/Los_Angeles"
    return "Etc/UTC"
