-- 0007: drop the obsolete customers.fax column (nothing has read it since the 2023 portal rewrite).
-- SQLite table rebuild, see https://www.sqlite.org/lang_altertable.html#otheralter
CREATE TABLE customers_new (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT UNIQUE,
    phone TEXT,
    created_at TEXT NOT NULL
);
INSERT INTO customers_new (id, name, email, phone, created_at)
    SELECT id, name, email, phone, created_at FROM customers;
DROP TABLE customers;
ALTER TABLE customers_new RENAME TO customers;
