-- local development data (hand-entered while building the checkout flow)
INSERT INTO users (email, name) VALUES ('maria@dev.test', 'Maria Dev'), ('tom@dev.test', 'Tom Tester');
INSERT INTO products (sku, title, price_cents) VALUES ('BUNDLE-X', 'Holiday bundle (draft)', 4999);
INSERT INTO orders (user_id, total_cents, created_at) VALUES (1, 4999, '2026-12-01'), (2, 1200, '2026-12-03');
