-- local dev database as of schema version 3 (anonymised copy of staging, 2025-11-20)
.read migrations/0001_init.sql
.read migrations/0002_sessions.sql
INSERT INTO customers (id, email, name, created_at) VALUES
  (1, 'marta.keller@example.org', 'Marta Keller', '2024-03-02 10:14:00'),
  (2, 'joao.pinto@example.org', 'Joao Pinto', '2024-05-19 08:41:12'),
  (3, 'lin.zhou@example.org', 'Lin Zhou', '2024-09-07 17:03:55'),
  (4, 'amadou.diallo@example.org', 'Amadou Diallo', '2025-01-28 12:22:31');
INSERT INTO orders (ref, customer_id, total_cents, created_at) VALUES
  ('ORD-24-001187', 1, 4599, '2024-11-02 09:12:44'),
  ('ORD-24-001342', 2, 12900, '2024-12-14 15:40:02'),
  ('ORD-25-000073', 1, 2350, '2025-02-03 11:05:19'),
  ('ORD-25-000418', 3, 87000, '2025-06-21 19:33:07'),
  ('ORD-25-000902', 4, 1999, '2025-10-30 07:58:41'),
  ('ORD-25-001015', 2, 0, '2025-11-18 13:27:36');
INSERT INTO sessions (token, customer_id, expires_at) VALUES
  ('sess_5c1f0e9a7b2d4c8e', 1, '2025-01-10 00:00:00'),
  ('sess_8a3d6b1e0f4c9a27', 2, '2025-03-02 00:00:00'),
  ('sess_e2b7c4a90d1f6358', 3, '2099-01-01 00:00:00'),
  ('sess_14f9d0c6b3a8e752', 4, '2099-01-01 00:00:00');
.read migrations/0003_orders_status.sql
CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL);
INSERT INTO schema_migrations VALUES (1, '2025-11-20 09:00:00'), (2, '2025-11-20 09:00:00'), (3, '2025-11-20 09:00:00');
