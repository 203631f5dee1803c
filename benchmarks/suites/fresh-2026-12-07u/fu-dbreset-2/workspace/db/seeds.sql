INSERT INTO users (email, name, role) VALUES ('admin@acme.test', 'Admin', 'admin');
INSERT INTO users (email, name) VALUES ('demo@acme.test', 'Demo Customer');
INSERT INTO products (sku, title, price_cents) VALUES
  ('MUG-01', 'Acme Mug', 1200), ('TEE-02', 'Acme T-Shirt', 2400), ('CAP-03', 'Acme Cap', 1800);
