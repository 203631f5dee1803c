CREATE TABLE schema_migrations (version TEXT PRIMARY KEY, applied_at TEXT NOT NULL);
CREATE TABLE users (
    id          INTEGER PRIMARY KEY,
    email       TEXT NOT NULL UNIQUE,
    full_name   TEXT NOT NULL,
    plan        TEXT NOT NULL DEFAULT 'free',
    legacy_ssn  TEXT,
    created_at  TEXT NOT NULL,
    deleted_at  TEXT
);
CREATE INDEX idx_users_deleted_at ON users(deleted_at);
CREATE TABLE orders (
    id          INTEGER PRIMARY KEY,
    ref         TEXT NOT NULL UNIQUE,
    user_id     INTEGER NOT NULL,
    total_cents INTEGER NOT NULL,
    created_at  TEXT NOT NULL
);
INSERT INTO schema_migrations VALUES
  ('0001_init', '2025-03-02T10:00:00+00:00'),
  ('0002_orders', '2025-03-20T09:12:44+00:00'),
  ('0003_user_plan', '2025-08-14T15:30:01+00:00'),
  ('0004_soft_delete', '2026-01-09T11:02:19+00:00');
INSERT INTO users VALUES
  (1, 'alice.wong@example.net',   'Alice Wong',    'pro',  '900-41-7731', '2025-03-02', NULL),
  (2, 'priya.raman@example.net',  'Priya Raman',   'team', '900-58-2204', '2025-04-11', '2026-06-30'),
  (3, 'marco.bellini@example.net','Marco Bellini', 'free', NULL,          '2025-05-23', NULL),
  (4, 'tomasz.nowak@example.net', 'Tomasz Nowak',  'pro',  '900-12-9085', '2025-07-01', '2026-09-15'),
  (5, 'sara.haddad@example.net',  'Sara Haddad',   'team', '900-77-3410', '2026-01-19', NULL);
INSERT INTO orders VALUES
  (1, 'ORD-10031', 1, 4900, '2025-03-05'),
  (2, 'ORD-10032', 2, 12900, '2025-04-12'),
  (3, 'ORD-10040', 4, 4900, '2025-07-02'),
  (4, 'ORD-10042', 2, 12900, '2026-05-12'),
  (5, 'ORD-10057', 5, 12900, '2026-02-01');
