import datetime
import secrets

from core.management.base import settings

from .hashing import make_key_hash


class UnknownUser(Exception):
    pass


def now():
    return datetime.datetime.now(datetime.timezone.utc).replace(microsecond=0, tzinfo=None)


def insert_key(conn, user_id, raw, scopes, label, expires):
    conn.execute(
        "INSERT INTO accounts_apikey (user_id, prefix, key_hash, scopes, label, created, expires) VALUES (?, ?, ?, ?, ?, ?, ?)",
        (user_id, raw[:12], make_key_hash(raw), scopes, label, now().isoformat(), expires),
    )


def rotate(conn, username, ttl_days=None):
    row = conn.execute("SELECT id FROM auth_user WHERE username = ? AND is_active = 1", (username,)).fetchone()
    if row is None:
        raise UnknownUser(username)
    user_id = row[0]
    prev = conn.execute(
        "SELECT scopes FROM accounts_apikey WHERE user_id = ? AND revoked = 0 ORDER BY created DESC", (user_id,)
    ).fetchone()
    scopes = prev[0] if prev else "ingest:write"
    revoked = conn.execute("UPDATE accounts_apikey SET revoked = 1 WHERE user_id = ? AND revoked = 0", (user_id,)).rowcount
    cfg = settings()
    raw = cfg.API_KEY_PREFIX + secrets.token_urlsafe(32)
    expires = (now() + datetime.timedelta(days=ttl_days or cfg.API_KEY_TTL_DAYS)).isoformat()
    insert_key(conn, user_id, raw, scopes, "rotated", expires)
    return raw, revoked
