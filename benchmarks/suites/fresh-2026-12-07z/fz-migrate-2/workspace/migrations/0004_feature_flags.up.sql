CREATE TABLE feature_flags (
    name        TEXT PRIMARY KEY,
    enabled     INTEGER NOT NULL DEFAULT 0,
    rollout_pct INTEGER NOT NULL DEFAULT 0 CHECK (rollout_pct BETWEEN 0 AND 100),
    updated_at  TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
);
INSERT INTO feature_flags (name, enabled, rollout_pct) VALUES
    ('new_checkout', 0, 0),
    ('async_invoices', 1, 100);
