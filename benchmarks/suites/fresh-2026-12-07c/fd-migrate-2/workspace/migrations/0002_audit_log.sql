-- Security-relevant actions; kept for compliance (see docs/retention.md).
CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    detail TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE INDEX audit_log_created_at ON audit_log(created_at);
