CREATE TABLE auth_user (
    id INTEGER PRIMARY KEY,
    username TEXT UNIQUE NOT NULL,
    is_staff INTEGER NOT NULL DEFAULT 0,
    is_active INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE accounts_apikey (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES auth_user(id),
    prefix TEXT NOT NULL,
    key_hash TEXT NOT NULL,
    scopes TEXT NOT NULL,
    label TEXT NOT NULL DEFAULT '',
    created TEXT NOT NULL,
    expires TEXT,
    revoked INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX accounts_apikey_prefix ON accounts_apikey(prefix);
