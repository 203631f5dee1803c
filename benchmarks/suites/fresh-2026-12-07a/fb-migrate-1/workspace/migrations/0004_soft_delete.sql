-- accounts are soft-deleted: billing history must stay for 7 years
ALTER TABLE users ADD COLUMN deleted_at TEXT;
CREATE INDEX idx_users_deleted_at ON users(deleted_at);
